// Writing a review (docs/screens.md §2, §6): whole-star rating plus text; needs a login.
import { emit, SessionExpiredError, showNotice, TIMERS, tokenStore, usePersisted, useEarlyInput } from '@store/shared';
import { useId, useState, type FormEvent } from 'react';
import { submitReview } from './api';
import styles from './reviews.module.css';
import { useCatalogT } from '../i18n/messages';

export function ReviewForm({ model, onSubmitted }: { model: string; onSubmitted: () => void }) {
  const id = useId();
  const token = usePersisted(tokenStore);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const early = useEarlyInput();
  const t = useCatalogT();

  function askLogin() {
    setError(t('review.loginNeeded'));
    emit('login-modal:open', { view: 'login' });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return askLogin();
    if (rating < 1) return setError(t('review.chooseRating'));
    if (!text.trim()) return setError(t('review.writeReview'));
    setSending(true);
    setError('');
    try {
      const result = await submitReview({ model, token, text: text.trim(), rating });
      if (result.ok) {
        showNotice(t('review.submitted'), { tone: 'success', durationMs: TIMERS.detailNoticeMs });
        setRating(0);
        setText('');
        onSubmitted();
      } else {
        setError(result.message);
      }
    } catch (error) {
      // The session is already cleared and the shopper told; here they can log in again at once.
      if (error instanceof SessionExpiredError) askLogin();
      else setError(t('error.generic'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form {...early} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('review.title')}
      </h3>
      {!token && (
        <p className={styles.loginHint}>
          {t('review.loginHint')}{' '}
          <button {...early} type="button" className="btn-link" onClick={askLogin}>
            {t('review.login')}
          </button>
        </p>
      )}
      <fieldset className={styles.starInput}>
        <legend>{t('review.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={`${styles.starChoice} ${star <= rating ? styles.starOn : ''}`}>
            <input
              {...early}
              type="radio"
              name={`${id}-rating`}
              value={star}
              checked={rating === star}
              onChange={() => {
                setRating(star);
                setError('');
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('review.stars', { count: star })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('review.yourReview')}</label>
        <textarea
          {...early}
          id={`${id}-text`}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {t('review.submit')}
      </button>
    </form>
  );
}
