import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT, TAGLINE, emit, tokenStore, useEarlyInput, usePersisted, MenuIcon, UserIcon } from '@store/shared';
import { CategoryMenu } from './category-menu';
import { HeaderIcons } from './header-icons';
import { Logo } from './logo';
import { SearchSlot } from './search-slot';
import { markSectionReady } from '../../federation/section-ready-mark';
import { SectionErrorBoundary } from '../../federation/section-error-boundary';
import styles from './header.module.css';

// Loaded the first time the menu opens: Radix Dialog is not needed for the first page.
const MobileSidebar = lazy(() => import('../mobile/mobile-sidebar').then((module) => ({ default: module.MobileSidebar })));

const FREE_SHIPPING_BANNER = 'Free Shipping Order Above Rs. 5000';

export function Header() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Counts the openings: each one may load the menu's chunk again if an earlier try failed.
  const [sidebarOpenings, setSidebarOpenings] = useState(0);
  const loggedIn = Boolean(usePersisted(tokenStore));
  const early = useEarlyInput();
  useEffect(() => markSectionReady('header'), []);

  return (
    <header className={styles.header}>
      <p className={styles.shippingBanner}>{FREE_SHIPPING_BANNER}</p>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <span className={styles.tagline}>{TAGLINE}</span>
          <div className={`${styles.desktopOnly} ${styles.support}`}>
            <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </div>
          <nav aria-label="Store links" className={styles.topLinks}>
            <Link to="/store-locator">Store Locator</Link>
            <Link to="/contact-us">Contact Us</Link>
            <Link to="/register-login">My Account</Link>
          </nav>
        </div>
      </div>
      <div className={`container ${styles.mainRow}`}>
        <button
          {...early}
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          onClick={() => {
            setSidebarOpenings((count) => count + 1);
            setSidebarOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Logo />
        <div className={styles.desktopOnly}>
          <CategoryMenu />
        </div>
        <div className={`${styles.desktopOnly} ${styles.search}`}>
          <SearchSlot />
        </div>
        <HeaderIcons />
        {loggedIn ? (
          <Link to="/my-account" className={styles.accountButton} aria-label="My account">
            <UserIcon />
          </Link>
        ) : (
          <button
            {...early}
            type="button"
            className={styles.accountButton}
            aria-label="Login or register"
            onClick={() => emit('login-modal:open', { view: 'login' })}
          >
            <UserIcon />
          </button>
        )}
      </div>
      {sidebarOpenings > 0 && (
        <SectionErrorBoundary key={sidebarOpenings} onError={(error) => console.error('The menu could not load', error)}>
          <Suspense fallback={null}>
            <MobileSidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
          </Suspense>
        </SectionErrorBoundary>
      )}
    </header>
  );
}
