import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { on } from '@store/shared';
import { SectionErrorBoundary } from '../../federation/section-error-boundary';
import type { LoginView } from './login-dialog';

const LoginDialog = lazy(() => import('./login-dialog'));

/** The header's login/register modal (docs/screens.md §2): starts closed, shows login first. */
export function LoginModal() {
  const [open, setOpen] = useState(false);
  // Counts the openings: each one may load the dialog's chunk again if an earlier try failed.
  const [openings, setOpenings] = useState(0);
  const [view, setView] = useState<LoginView>('login');
  // Opened by an event, not a Radix trigger: remember who opened it to give the focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      on('login-modal:open', (detail) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setView(detail.view ?? 'login');
        setOpen(true);
        setOpenings((count) => count + 1);
      }),
    [],
  );

  if (openings === 0) return null;
  return (
    <SectionErrorBoundary key={openings} onError={(error) => console.error('The login dialog could not load', error)}>
      <Suspense fallback={null}>
        <LoginDialog open={open} view={view} onOpenChange={setOpen} opener={opener} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
