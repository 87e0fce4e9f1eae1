import { SUPPORT } from '@store/shared';
import styles from './chrome.module.css';
import { useShellT } from '../../i18n/messages';

/**
 * The mascot that opens a chat with the store in a new tab. It floats at the screen's corner only
 * where the page's side margin has room for it; on narrower screens it would float over buttons and
 * fields (a product's Buy Now and pincode Check, the footer's Sign up, an order's row), so there it
 * sits at the end of the page, after the footer (chrome.module.css).
 */
export function ChatMascot() {
  const t = useShellT();
  return (
    <a className={styles.mascot} href={SUPPORT.chatUrl} target="_blank" rel="noopener noreferrer" aria-label={t('chrome.chat')}>
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#25d366" />
        <circle cx="24" cy="28" r="4" fill="#fff" />
        <circle cx="40" cy="28" r="4" fill="#fff" />
        <path d="M20 40 q12 10 24 0" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
    </a>
  );
}
