import { useEarlyInput } from '@store/shared';
import { useRef, type FormEvent } from 'react';
import { FailureAlert } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useContactForm } from './use-contact-form';
import styles from './contact.module.css';

export function ContactForm() {
  const { values, errors, status, setField, submit, startOver } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlyInput();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = await submit();
    if (invalid) form.current?.querySelector<HTMLElement>(`#contact-${invalid}`)?.focus();
  }

  if (status.kind === 'sent') {
    return (
      <div className={`card ${styles.panel}`}>
        <p className={`text-success ${styles.sent}`} role="status" tabIndex={-1} ref={(el) => el?.focus()}>
          {status.confirmation}
        </p>
        <p className="muted">Our customer care team will reply as soon as possible.</p>
        <button type="button" className="btn btn-secondary" onClick={startOver}>
          Send another message
        </button>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <form
      {...early}
      ref={form}
      className={`card ${styles.panel}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      aria-busy={sending}
    >
      <h2 id="contact-form-title" className={styles.heading}>
        Send us a message
      </h2>
      <p className="muted">
        Your message goes straight to our customer care team. Fields marked <span className="required">*</span> are required.
      </p>
      <TextField
        id="contact-fullName"
        label="Full Name"
        required
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(v) => setField('fullName', v)}
      />
      <TextField
        id="contact-subject"
        label="Subject"
        required
        value={values.subject}
        error={errors.subject}
        onChange={(v) => setField('subject', v)}
      />
      <TextField
        id="contact-message"
        label="Message"
        multiline
        value={values.message}
        error={errors.message}
        onChange={(v) => setField('message', v)}
      />
      <TextField
        id="contact-email"
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        help="Add it if you would like a reply by e-mail."
        value={values.email}
        error={errors.email}
        onChange={(v) => setField('email', v)}
      />
      {status.kind === 'failed' ? <FailureAlert reason={status.reason} /> : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Sending message...' : 'Send message'}
      </button>
    </form>
  );
}
