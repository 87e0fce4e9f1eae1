import { useContentT } from '../i18n/messages';
import { PAGE_HEADS, usePageHead } from '../page-heads/page-heads';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export function ContactPage() {
  const t = useContentT();
  usePageHead(PAGE_HEADS.contact);
  return (
    <div className="page">
      <h1 className="page-title">{t(PAGE_HEADS.contact.title)}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <div className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </div>
    </div>
  );
}
