import { PAGE_HEADS } from '../page-heads/page-heads';
import { usePageMeta } from '@store/shared';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export function ContactPage() {
  usePageMeta(PAGE_HEADS.contact.title, PAGE_HEADS.contact.description);
  return (
    <div className="page">
      <h1 className="page-title">Contact Us</h1>
      <p className="muted">Questions about an order, a product or a showroom? We are happy to help.</p>
      <div className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </div>
    </div>
  );
}
