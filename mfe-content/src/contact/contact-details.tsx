import { SUPPORT, useSharedT } from '@store/shared';
import { useContentT } from '../i18n/messages';
import styles from './contact.module.css';

export function ContactDetails() {
  const t = useContentT();
  const tShared = useSharedT();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.heading}>
        {t('contact.reachUs')}
      </h2>
      <dl className={styles.details}>
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{tShared('support.address')}</address>
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </dd>
        <dt>{t('contact.storeHours')}</dt>
        <dd>{t('contact.everyDay', { hours: tShared('support.hours') })}</dd>
        <dt>{t('contact.chat')}</dt>
        <dd>
          <a href={SUPPORT.chatUrl} target="_blank" rel="noopener noreferrer">
            {t('contact.chatWithUs')}
            <span className="sr-only">{t('contact.newTab')}</span>
          </a>
        </dd>
      </dl>
    </section>
  );
}
