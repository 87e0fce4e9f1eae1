// A small Radix dialog for the spec's one-line messages ('Delivery is not available in your area',
// 'Issue Occurred !!', the logout confirmation). Radix moves and restores focus. The dialog's code
// loads the first time one opens, so no first page carries Radix for a message nobody has seen.
import { lazy, Suspense, useState } from 'react';
import type { MessageDialogProps } from './message-dialog-view';

const MessageDialogView = lazy(() => import('./message-dialog-view'));

export function MessageDialog(props: MessageDialogProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialogView {...props} />
    </Suspense>
  );
}
