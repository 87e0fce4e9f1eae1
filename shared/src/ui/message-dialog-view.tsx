// The Radix dialog behind MessageDialog (message-dialog.tsx), loaded the first time one opens.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
  /** When given, a confirm button is shown next to Cancel. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

export default function MessageDialogView({ open, title, children, onClose, confirmLabel, onConfirm }: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {children}
          <div className="dialog-actions">
            {confirmLabel && onConfirm ? (
              <>
                <button type="button" className="btn btn-secondary" onClick={onClose}>
                  Cancel
                </button>
                <button type="button" className="btn btn-primary" onClick={onConfirm}>
                  {confirmLabel}
                </button>
              </>
            ) : (
              <Dialog.Close className="btn btn-primary">OK</Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
