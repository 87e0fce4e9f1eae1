import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { on } from '@store/shared';
import { RemoteSlot } from '../../federation/remote-slot';
import { CloseIcon } from '../header/icons';
import styles from './login-modal.module.css';

type View = 'login' | 'register';

/** The header's login/register modal (spec §2): starts closed, shows login first. */
export function LoginModal() {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('login');
  // Opened by an event, not a Radix trigger: remember who opened it to give the focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const offOpen = on('login-modal:open', (detail) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setView(detail.view ?? 'login');
      setOpen(true);
    });
    const offClose = on('login-modal:close', () => setOpen(false));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog-content ${styles.modal}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className="dialog-title">Login or register</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {open && (
            <RemoteSlot
              key={view}
              remote="mfe-account"
              module="LoginRegisterForms"
              props={{ initialView: view, onDone: () => setOpen(false) }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
