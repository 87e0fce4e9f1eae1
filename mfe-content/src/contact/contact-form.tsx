import { useEarlyInput, Words } from '@store/shared';
import { contentMessages, useContentT } from '../i18n/messages';
import { useRef, type FormEvent } from 'react';
import { FailureAlert } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useContactForm } from './use-contact-form';
import styles from './contact.module.css';

export function ContactForm() {
  const { values, errors, status, setField, submit, startOver } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlyInput();
  const t = useContentT();

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
        <p className="muted">{t('contact.reply')}</p>
        <button type="button" className="btn btn-secondary" onClick={startOver}>
          {t('contact.sendAnother')}
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
        {t('contact.formTitle')}
      </h2>
      <p className="muted">
        <Words messages={contentMessages} i18nKey="contact.formIntro" components={{ req: <span className="required" /> }} />
      </p>
      <TextField
        id="contact-fullName"
        label={t('contact.fullName')}
        required
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(v) => setField('fullName', v)}
      />
      <TextField
        id="contact-subject"
        label={t('contact.subject')}
        required
        value={values.subject}
        error={errors.subject}
        onChange={(v) => setField('subject', v)}
      />
      <TextField
        id="contact-message"
        label={t('contact.message')}
        multiline
        value={values.message}
        error={errors.message}
        onChange={(v) => setField('message', v)}
      />
      <TextField
        id="contact-email"
        label={t('contact.emailOptional')}
        type="email"
        autoComplete="email"
        help={t('contact.emailHelp')}
        value={values.email}
        error={errors.email}
        onChange={(v) => setField('email', v)}
      />
      {status.kind === 'failed' ? <FailureAlert reason={status.reason} /> : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
