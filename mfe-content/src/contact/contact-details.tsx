import { SUPPORT } from '@store/shared';
import styles from './contact.module.css';

export function ContactDetails() {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.heading}>
        Reach us
      </h2>
      <dl className={styles.details}>
        <dt>Address</dt>
        <dd>
          <address>{SUPPORT.address}</address>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </dd>
        <dt>Store hours</dt>
        <dd>{SUPPORT.hours} every day</dd>
        <dt>Chat</dt>
        <dd>
          <a href={SUPPORT.chatUrl} target="_blank" rel="noopener noreferrer">
            Chat with us<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </dd>
      </dl>
    </section>
  );
}
