import { useLanguage, useSharedT, Words } from '@store/shared';
import { Link } from 'react-router-dom';
import { COMPANY_NAME, EXPANSION_STATES, FOUNDED_YEAR, SHOWROOMS_IN_2020, statesInWords } from './policy-figures';
import { throwIfFieldDrill } from '../common/field-drill';
import { contentMessages, useContentT } from '../i18n/messages';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import styles from './pages.module.css';

const FIGURES = { company: COMPANY_NAME, founded: FOUNDED_YEAR, showrooms: SHOWROOMS_IN_2020 };

function Achievements() {
  const t = useContentT();
  return (
    <>
      <ul className={styles.figures}>
        <li>
          <Words messages={contentMessages} i18nKey="about.firstShowroom" values={FIGURES} components={{ figure: <strong /> }} />
        </li>
        <li>
          <Words messages={contentMessages} i18nKey="about.showrooms2020" values={FIGURES} components={{ figure: <strong /> }} />
        </li>
        <li>
          <Words
            messages={contentMessages}
            i18nKey="about.states"
            values={{ count: EXPANSION_STATES.length }}
            components={{ figure: <strong /> }}
          />
        </li>
      </ul>
      <ul>
        <li>{t('about.decades')}</li>
        <li>{t('about.brands')}</li>
        <li>{t('about.teams')}</li>
        <li>{t('about.online')}</li>
      </ul>
    </>
  );
}

function Expansion() {
  const t = useContentT();
  const language = useLanguage();
  return (
    <>
      <p>
        <Words
          messages={contentMessages}
          i18nKey="about.expanding"
          values={{ states: statesInWords(t, language) }}
          components={{ shipping: <Link to="/shipping-options" /> }}
        />
      </p>
      <p>
        <Words
          messages={contentMessages}
          i18nKey="about.findUs"
          components={{ locator: <Link to="/store-locator" />, career: <Link to="/career" /> }}
        />
      </p>
    </>
  );
}

export function AboutPage() {
  throwIfFieldDrill();
  const t = useContentT();
  const tagline = useSharedT()('tagline');
  const sections: PolicySection[] = [
    {
      id: 'our-story',
      title: t('about.storyTitle'),
      body: (
        <>
          <p>{t('about.story1', FIGURES)}</p>
          <p>{t('about.story2', FIGURES)}</p>
        </>
      ),
    },
    { id: 'mission', title: t('about.missionTitle'), body: <p>{t('about.mission', { tagline })}</p> },
    { id: 'vision', title: t('about.visionTitle'), body: <p>{t('about.vision')}</p> },
    { id: 'achievements', title: t('about.achievementsTitle'), body: <Achievements /> },
    { id: 'expansion', title: t('about.expansionTitle'), body: <Expansion /> },
  ];
  return <PolicyPage head={PAGE_HEADS.about} intro={<p>{t('about.intro', FIGURES)}</p>} sections={sections} />;
}
