// The frame every informational page shares: title and meta description, an introduction, a list
// of the sections for long pages, and the sections under h2 headings.
import type { MouseEvent, ReactNode } from 'react';
import { useContentT } from '../i18n/messages';
import { usePageHead, type PageHead } from '../page-heads/page-heads';
import styles from './pages.module.css';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyPageProps {
  head: PageHead;
  intro: ReactNode;
  sections: PolicySection[];
}

const CONTENTS_FROM = 4;

// Scrolling in place keeps the route (and the shell's scroll-to-top) out of in-page jumps.
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function PolicyPage({ head, intro, sections }: PolicyPageProps) {
  const t = useContentT();
  usePageHead(head);
  return (
    <article className={`page ${styles.page}`} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h1 id="policy-title" className="page-title">
          {t(head.title)}
        </h1>
        <div className={styles.intro}>{intro}</div>
      </header>
      {sections.length >= CONTENTS_FROM ? (
        <nav className={styles.contents} aria-label={t('policy.onThisPage')}>
          <h2 className={styles.contentsTitle}>{t('policy.onThisPage')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
