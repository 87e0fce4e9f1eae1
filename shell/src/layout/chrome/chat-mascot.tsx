import { useLocation } from 'react-router-dom';
import { SUPPORT } from '@store/shared';
import styles from './chrome.module.css';

/** Pages whose form rows reach the screen's corner on a phone (the cart's pincode row, checkout). */
const FORM_PAGES = /^\/(cart|checkout)(\/|$)/;

/**
 * The floating mascot that opens a chat with the store in a new tab. On the cart and checkout
 * pages of a phone it stops floating and sits at the end of the page, so it covers no field.
 */
export function ChatMascot() {
  const { pathname } = useLocation();
  const inline = FORM_PAGES.test(pathname);
  return (
    <a
      className={`${styles.mascot} ${inline ? styles.mascotInline : ''}`}
      data-placement={inline ? 'inline-on-phones' : 'floating'}
      href={SUPPORT.chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#25d366" />
        <circle cx="24" cy="28" r="4" fill="#fff" />
        <circle cx="40" cy="28" r="4" fill="#fff" />
        <path d="M20 40 q12 10 24 0" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
    </a>
  );
}
