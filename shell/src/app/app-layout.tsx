import { Outlet } from 'react-router-dom';
import { NoticeViewport } from '@store/shared';
import { ChatMascot } from '../layout/chrome/chat-mascot';
import { ProgressBar } from '../layout/chrome/progress-bar';
import { ScrollToTop } from '../layout/chrome/scroll-to-top';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { LoginModal } from '../layout/login-modal/login-modal';
import { BottomBar } from '../layout/mobile/bottom-bar';
import styles from './app-layout.module.css';

export function AppLayout() {
  return (
    <div className={styles.app}>
      <ProgressBar />
      <ScrollToTop />
      <a className="sr-only" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <ChatMascot />
      <LoginModal />
      <NoticeViewport />
    </div>
  );
}
