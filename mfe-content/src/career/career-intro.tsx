import { useContentT } from '../i18n/messages';
import styles from './career.module.css';

export function CareerIntro() {
  const t = useContentT();
  return (
    <section className={styles.intro} aria-labelledby="drop-a-resume">
      <h2 id="drop-a-resume">{t('career.dropResume')}</h2>
      <p>{t('career.intro')}</p>
      <h3>{t('career.qualifications')}</h3>
      <ul>
        <li>{t('career.degree')}</li>
        <li>{t('career.english')}</li>
        <li>{t('career.passion')}</li>
      </ul>
    </section>
  );
}
