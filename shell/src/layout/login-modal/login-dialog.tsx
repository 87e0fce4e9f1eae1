import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { RemoteSlot } from '../../federation/remote-slot';
import { CloseIcon } from '@store/shared';
import styles from './login-modal.module.css';
import { useShellT } from '../../i18n/messages';

export type LoginView = 'login' | 'register';

interface Props {
  open: boolean;
  view: LoginView;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
}

/** The modal itself: loaded the first time a shopper opens it (Radix is not on the first page). */
export default function LoginDialog({ open, view, onOpenChange, opener }: Props) {
  const t = useShellT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
            <Dialog.Title className="dialog-title">{t('login.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('login.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {open && (
            <RemoteSlot
              key={view}
              remote="mfe-account"
              module="LoginRegisterForms"
              browserOnly
              props={{ initialView: view, onDone: () => onOpenChange(false) }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
