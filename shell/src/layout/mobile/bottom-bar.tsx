import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cartStore, useEarlyInput, usePersisted, CartIcon, SearchIcon, UserIcon } from '@store/shared';
import { SearchSlot } from '../header/search-slot';
import styles from './mobile.module.css';
import { useShellT } from '../../i18n/messages';

/** The sticky bar on small screens: Account, Cart and a Search toggle. */
export function BottomBar() {
  const [searching, setSearching] = useState(false);
  const lines = usePersisted(cartStore).length;
  const early = useEarlyInput();
  const t = useShellT();

  return (
    <div className={styles.bottomBar} data-mobile-search={searching ? 'open' : 'closed'}>
      {searching && (
        <div className={styles.bottomSearch}>
          <SearchSlot browserOnly autoFocus onNavigate={() => setSearching(false)} />
        </div>
      )}
      <nav className={styles.bottomNav} aria-label={t('mobile.quickLinks')}>
        <Link to="/my-account" className={styles.bottomItem}>
          <UserIcon />
          <span>{t('mobile.account')}</span>
        </Link>
        <Link to="/cart" className={styles.bottomItem}>
          <CartIcon />
          <span>{t('mobile.cart', { count: lines })}</span>
        </Link>
        <button
          {...early}
          type="button"
          className={styles.bottomItem}
          aria-expanded={searching}
          onClick={() => setSearching(!searching)}
        >
          <SearchIcon />
          <span>{t('mobile.search')}</span>
        </button>
      </nav>
    </div>
  );
}
