// File picker for the resume: the limits are stated before choosing, the chosen name is shown and
// a refused file never replaces the one already chosen.
import { useLayoutEffect, useRef } from 'react';
import { Words } from '@store/shared';
import type { FieldProblem } from '../common/field-problem';
import { contentMessages, useContentT } from '../i18n/messages';
import { fileSizeLabel, RESUME_ACCEPT } from './resume-rules';
import styles from './career.module.css';

interface ResumeFieldProps {
  file: File | null;
  error?: FieldProblem;
  onChoose: (file: File | null) => void;
}

export function ResumeField({ file, error, onChoose }: ResumeFieldProps) {
  const t = useContentT();
  const input = useRef<HTMLInputElement>(null);
  // A file chosen while the form was still the server's HTML is in the input but not in the form's
  // state (ARCHITECTURE.md, "Before the scripts run"): the hydrated field takes it once. In a layout
  // effect, so the form has it before a submit held back meanwhile is replayed (a passive effect's
  // update could still be pending then).
  const chosenEarly = useRef(onChoose);
  useLayoutEffect(() => {
    const early = input.current?.files?.[0];
    if (early) chosenEarly.current(early);
  }, []);

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  return (
    <div className="field">
      <label htmlFor="career-resume">{t('career.resume')}</label>
      <span id="career-resume-limits" className="field-help">
        {t('career.resumeLimits')}
      </span>
      <input
        ref={input}
        id="career-resume"
        type="file"
        accept={RESUME_ACCEPT}
        className={styles.file}
        aria-describedby={error ? 'career-resume-limits career-resume-error' : 'career-resume-limits'}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // The input only picks; the form holds the accepted file, so the same file can be picked again.
          clearInput();
        }}
      />
      {error ? (
        <span id="career-resume-error" className="field-error" role="alert">
          {t(error.key, error.values)}
        </span>
      ) : null}
      <p className={styles.chosen} aria-live="polite">
        {file ? (
          <>
            <span>
              <Words
                messages={contentMessages}
                i18nKey="career.selectedFile"
                values={{ name: file.name, size: fileSizeLabel(file.size) }}
                components={{ file: <strong /> }}
              />
            </span>
            <button
              type="button"
              className="btn-link"
              aria-label={t('career.removeFile', { name: file.name })}
              onClick={() => onChoose(null)}
            >
              {t('career.remove')}
            </button>
          </>
        ) : (
          <span className="muted">{t('career.noFile')}</span>
        )}
      </p>
    </div>
  );
}
