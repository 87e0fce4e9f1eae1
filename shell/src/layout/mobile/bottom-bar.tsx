import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cartStore, useEarlyInput, usePersisted, CartIcon, SearchIcon, UserIcon } from '@store/shared';
import { SearchSlot } from '../header/search-slot';
import styles from './mobile.module.css';

/** The sticky bar on small screens: Account, Cart and a Search toggle. */
export function BottomBar() {
  const [searching, setSearching] = useState(false);
  const lines = usePersisted(cartStore).length;
  const early = useEarlyInput();

  return (
    <div className={styles.bottomBar} data-mobile-search={searching ? 'open' : 'closed'}>
      {searching && (
        <div className={styles.bottomSearch}>
          <SearchSlot autoFocus onNavigate={() => setSearching(false)} />
        </div>
      )}
      <nav className={styles.bottomNav} aria-label="Quick links">
        <Link to="/my-account" className={styles.bottomItem}>
          <UserIcon />
          <span>Account</span>
        </Link>
        <Link to="/cart" className={styles.bottomItem}>
          <CartIcon />
          <span>Cart ({lines})</span>
        </Link>
        <button
          {...early}
          type="button"
          className={styles.bottomItem}
          aria-expanded={searching}
          onClick={() => setSearching(!searching)}
        >
          <SearchIcon />
          <span>Search</span>
        </button>
      </nav>
    </div>
  );
}
