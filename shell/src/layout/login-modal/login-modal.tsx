import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { on } from '@store/shared';
import type { LoginView } from './login-dialog';

const LoginDialog = lazy(() => import('./login-dialog'));

/** The header's login/register modal (spec §2): starts closed, shows login first. */
export function LoginModal() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [view, setView] = useState<LoginView>('login');
  // Opened by an event, not a Radix trigger: remember who opened it to give the focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const offOpen = on('login-modal:open', (detail) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setView(detail.view ?? 'login');
      setOpen(true);
      setEverOpened(true);
    });
    const offClose = on('login-modal:close', () => setOpen(false));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} view={view} onOpenChange={setOpen} opener={opener} />
    </Suspense>
  );
}
