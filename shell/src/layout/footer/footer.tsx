import { Link } from 'react-router-dom';
import { SUPPORT, useCategoryLabel, useSharedT } from '@store/shared';
import { useShellT } from '../../i18n/messages';
import { FOOTER_GROUPS, PAYMENT_METHODS, SOCIAL_ICONS } from './footer-links';
import { PaymentLogo } from './payment-logos';
import { SubscribeForm } from './subscribe-form';
import { useSocialLinks } from './use-social-links';
import styles from './footer.module.css';

export function Footer() {
  const t = useShellT();
  const tShared = useSharedT();
  const category = useCategoryLabel();
  const social = useSocialLinks().flatMap((link) => {
    const icon = SOCIAL_ICONS[link.network];
    return icon ? [{ ...icon, href: link.url }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <SubscribeForm />
        {social.length > 0 && (
          <ul className={styles.social} aria-label={t('footer.followUs')}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <svg
                    viewBox="0 0 24 24"
                    width="22"
                    height="22"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d={link.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`container ${styles.groups}`}>
        <div>
          <p className={styles.brand}>Bengal Electronics</p>
          <p className={styles.tagline}>{tShared('tagline')}</p>
          <address className={styles.address}>
            {tShared('support.address')}
            <br />
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
            <br />
            <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
            <br />
            {t('footer.open', { hours: tShared('support.hours') })}
          </address>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={styles.groupTitle}>{t(group.title)}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{'label' in link ? t(link.label) : category(link.category)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.payments} aria-label={t('footer.weAccept')}>
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className={styles.payment}>
              <PaymentLogo method={method} />
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
