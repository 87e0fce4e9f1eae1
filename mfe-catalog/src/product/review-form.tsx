// Writing a review (docs/screens.md §2, §6): whole-star rating plus text; needs a login.
import { emit, SessionExpiredError, showNotice, TIMERS, tokenStore, usePersisted, useEarlyInput } from '@store/shared';
import { useId, useState, type FormEvent } from 'react';
import { submitReview } from './api';
import styles from './reviews.module.css';

const LOGIN_NEEDED = 'Please log in to write a review.';

export function ReviewForm({ model, onSubmitted }: { model: string; onSubmitted: () => void }) {
  const id = useId();
  const token = usePersisted(tokenStore);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const early = useEarlyInput();

  function askLogin() {
    setError(LOGIN_NEEDED);
    emit('login-modal:open', { view: 'login' });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return askLogin();
    if (rating < 1) return setError('Please choose a rating.');
    if (!text.trim()) return setError('Please write your review.');
    setSending(true);
    setError('');
    try {
      const result = await submitReview({ model, token, text: text.trim(), rating });
      if (result.ok) {
        showNotice('Review submitted successfully', { tone: 'success', durationMs: TIMERS.detailNoticeMs });
        setRating(0);
        setText('');
        onSubmitted();
      } else {
        setError(result.message);
      }
    } catch (error) {
      // The session is already cleared and the shopper told; here they can log in again at once.
      if (error instanceof SessionExpiredError) askLogin();
      else setError('An error occurred. Please try again later.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form {...early} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Write a review
      </h3>
      {!token && (
        <p className={styles.loginHint}>
          You need to log in to write a review.{' '}
          <button {...early} type="button" className="btn-link" onClick={askLogin}>
            Log in
          </button>
        </p>
      )}
      <fieldset className={styles.starInput}>
        <legend>Your rating</legend>
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
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
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
        Submit Review
      </button>
    </form>
  );
}
