import { useId } from 'react';
import styles from './email-auth.module.css';

const PROVIDERS = ['Google', 'Facebook', 'Instagram'] as const;

/** docs/screens.md §2 shows these with no behaviour: they are shown, switched off, and say so. */
export function SocialButtons({ intro }: { intro: string }) {
  const noteId = useId();
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{intro}</p>
      <div className={styles.socialRow}>
        {PROVIDERS.map((provider) => (
          <button key={provider} type="button" className="btn btn-secondary" disabled aria-describedby={noteId}>
            {provider}
          </button>
        ))}
      </div>
      <p id={noteId} className="field-help">
        Social sign-in is not available yet. Please use your phone number or e-mail.
      </p>
    </div>
  );
}
