// The Review tab: average (half stars), count, the form, and the list or 'No Reviews Yet'.
import { Spinner, useLocale } from '@store/shared';
import { StarRating } from '../common/star-rating';
import type { ReviewSummary } from './api';
import { ReviewForm } from './review-form';
import styles from './reviews.module.css';
import { useCatalogT } from '../i18n/messages';

interface ReviewsProps {
  model: string;
  summary: ReviewSummary | null;
  onSubmitted: () => void;
}

export function Reviews({ model, summary, onSubmitted }: ReviewsProps) {
  const t = useCatalogT();
  const locale = useLocale();
  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        {summary ? (
          <>
            <p className={styles.average}>{summary.average.toFixed(1)}</p>
            <StarRating value={summary.average} size={22} />
            <p className="muted">{t('reviews.ratings', { count: summary.reviews.length })}</p>
          </>
        ) : (
          <Spinner label={t('reviews.loading')} />
        )}
        <ReviewForm model={model} onSubmitted={onSubmitted} />
      </div>
      <div className={styles.list}>
        {summary && summary.reviews.length === 0 && <p className={styles.none}>{t('reviews.none')}</p>}
        {summary && summary.reviews.length > 0 && (
          <ul aria-label={t('reviews.list')}>
            {summary.reviews.map((review, index) => (
              <li key={index} className={styles.review}>
                <div className={styles.reviewHead}>
                  <StarRating value={review.rating} size={15} />
                  {review.name && <strong>{review.name}</strong>}
                  {review.created_at && (
                    <time className="muted" dateTime={review.created_at}>
                      {new Date(review.created_at).toLocaleDateString(locale, {
                        day: 'numeric',
                        month: 'short',
                        year: 'numeric',
                      })}
                    </time>
                  )}
                </div>
                <p>{review.review_text}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
