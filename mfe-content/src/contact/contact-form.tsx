import { FormStatus, TextField, useEarlyInput, Words } from '@store/shared';
import { contentMessages, useContentT } from '../i18n/messages';
import { useRef, type FormEvent } from 'react';
import { useProblemText } from '../common/field-problem';
import { useContactForm } from './use-contact-form';
import styles from './contact.module.css';

export function ContactForm() {
  const { values, errors, status, setField, submit, startOver } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlyInput(form);
  const t = useContentT();
  const problem = useProblemText();

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
        help={t('form.required')}
        autoComplete="name"
        value={values.fullName}
        error={problem(errors.fullName)}
        onChange={(event) => setField('fullName', event.target.value)}
      />
      <TextField
        id="contact-subject"
        label={t('contact.subject')}
        required
        help={t('form.required')}
        value={values.subject}
        error={problem(errors.subject)}
        onChange={(event) => setField('subject', event.target.value)}
      />
      <TextField
        id="contact-message"
        label={t('contact.message')}
        multiline
        value={values.message}
        error={problem(errors.message)}
        onChange={(event) => setField('message', event.target.value)}
      />
      <TextField
        id="contact-email"
        label={t('contact.emailOptional')}
        type="email"
        autoComplete="email"
        help={t('contact.emailHelp')}
        value={values.email}
        error={problem(errors.email)}
        onChange={(event) => setField('email', event.target.value)}
      />
      {status.kind === 'failed' ? (
        <FormStatus status={{ tone: 'error', text: t('form.failure'), detail: status.reason }} />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
