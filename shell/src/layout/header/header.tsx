import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT, emit, tokenStore, useEarlyInput, usePersisted, useSharedT, MenuIcon, UserIcon } from '@store/shared';
import { CategoryMenu } from './category-menu';
import { HeaderIcons } from './header-icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SearchSlot } from './search-slot';
import { markSectionReady } from '../../federation/section-ready-mark';
import { SectionErrorBoundary } from '../../federation/section-error-boundary';
import { useShellT } from '../../i18n/messages';
import styles from './header.module.css';

// Loaded the first time the menu opens: Radix Dialog is not needed for the first page.
const MobileSidebar = lazy(() => import('../mobile/mobile-sidebar').then((module) => ({ default: module.MobileSidebar })));

export function Header() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Counts the openings: each one may load the menu's chunk again if an earlier try failed.
  const [sidebarOpenings, setSidebarOpenings] = useState(0);
  const loggedIn = Boolean(usePersisted(tokenStore));
  const early = useEarlyInput();
  const t = useShellT();
  const tShared = useSharedT();
  useEffect(() => markSectionReady('header'), []);

  return (
    <header className={styles.header}>
      <p className={styles.shippingBanner}>{t('header.freeShipping')}</p>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <LanguageSwitch />
          <span className={styles.tagline}>{tShared('tagline')}</span>
          <div className={`${styles.desktopOnly} ${styles.support}`}>
            <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </div>
          <nav aria-label={t('header.storeLinks')} className={styles.topLinks}>
            <Link to="/store-locator">{t('header.storeLocator')}</Link>
            <Link to="/contact-us">{t('header.contactUs')}</Link>
            <Link to="/register-login">{t('header.myAccount')}</Link>
          </nav>
        </div>
      </div>
      <div className={`container ${styles.mainRow}`}>
        <button
          {...early}
          type="button"
          className={styles.menuButton}
          aria-label={t('header.openMenu')}
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
          <Link to="/my-account" className={styles.accountButton} aria-label={t('header.myAccountIcon')}>
            <UserIcon />
          </Link>
        ) : (
          <button
            {...early}
            type="button"
            className={styles.accountButton}
            aria-label={t('header.loginOrRegister')}
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
