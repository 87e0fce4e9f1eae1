import { FormStatus, TextField, useEarlyInput, Words } from '@store/shared';
import { contentMessages, useContentT } from '../i18n/messages';
import { useRef, type FormEvent } from 'react';
import { useProblemText } from '../common/field-problem';
import { GenderField } from './gender-field';
import { ResumeField } from './resume-field';
import { useCareerForm } from './use-career-form';
import styles from './career.module.css';

export function CareerForm() {
  const { values, errors, status, setField, chooseResume, submit } = useCareerForm();
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlyInput(form);
  const t = useContentT();
  const problem = useProblemText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = await submit();
    if (invalid) form.current?.querySelector<HTMLElement>(`#career-${invalid}`)?.focus();
  }

  if (status.kind === 'sent') {
    return (
      <div className={`card ${styles.success}`} role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        <p className="text-success">{t('career.sent')}</p>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <form
      {...early}
      className={`card ${styles.form}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="career-form-title"
      aria-busy={sending}
    >
      <h2 id="career-form-title" className={styles.formTitle}>
        {t('career.formTitle')}
      </h2>
      <p className="muted">
        <Words messages={contentMessages} i18nKey="form.requiredNote" components={{ req: <span className="required" /> }} />
      </p>
      <TextField
        id="career-fullName"
        label={t('career.fullName')}
        required
        help={t('form.required')}
        autoComplete="name"
        value={values.fullName}
        error={problem(errors.fullName)}
        onChange={(event) => setField('fullName', event.target.value)}
      />
      <GenderField value={values.gender} onChange={(gender) => setField('gender', gender)} />
      <div className={styles.row}>
        <TextField
          id="career-numbers"
          label={t('career.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.numbers}
          onChange={(event) => setField('numbers', event.target.value)}
        />
        <TextField
          id="career-email"
          label={t('career.email')}
          type="email"
          required
          help={t('form.required')}
          autoComplete="email"
          value={values.email}
          error={problem(errors.email)}
          onChange={(event) => setField('email', event.target.value)}
        />
      </div>
      <TextField
        id="career-experience"
        label={t('career.experience')}
        type="number"
        min={0}
        max={60}
        step={0.5}
        inputMode="decimal"
        value={values.experience}
        onChange={(event) => setField('experience', event.target.value)}
      />
      <TextField
        id="career-message"
        label={t('career.message')}
        multiline
        value={values.message}
        onChange={(event) => setField('message', event.target.value)}
      />
      <ResumeField file={values.resume} error={errors.resume} onChoose={chooseResume} />
      {status.kind === 'failed' ? (
        <FormStatus status={{ tone: 'error', text: t('form.failure'), detail: status.reason }} />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('career.sending') : t('career.send')}
      </button>
    </form>
  );
}
