import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NoticeViewport } from '@store/shared';
import { ChatMascot } from '../layout/chrome/chat-mascot';
import { ProgressBar } from '../layout/chrome/progress-bar';
import { ScrollToTop } from '../layout/chrome/scroll-to-top';
import { Header } from '../layout/header/header';
import { LoginModal } from '../layout/login-modal/login-modal';
import { BottomBar } from '../layout/mobile/bottom-bar';
import { SectionErrorBoundary } from '../federation/section-error-boundary';
import { useShellT } from '../i18n/messages';
import styles from './app-layout.module.css';
// The edge renders the footer into the HTML, so its styles come with the page's stylesheet (the
// server's HTML is styled before any script runs); its code stays in the lazy chunk below.
import '../layout/footer/footer.module.css';

// Below the fold on every first view (main is at least a screen tall): not part of the first render.
const Footer = lazy(() => import('../layout/footer/footer').then((module) => ({ default: module.Footer })));

export function AppLayout() {
  const t = useShellT();
  return (
    <div className={styles.app}>
      <ProgressBar />
      <ScrollToTop />
      <a className="sr-only" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {/* If its chunk cannot be fetched, the page goes on without a footer rather than failing whole. */}
      <SectionErrorBoundary onError={(error) => console.error('The footer could not load', error)}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </SectionErrorBoundary>
      <BottomBar />
      <ChatMascot />
      <LoginModal />
      <NoticeViewport />
    </div>
  );
}
