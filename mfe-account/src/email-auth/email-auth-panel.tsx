import { useState } from 'react';
import type { EmailAuthKind } from './api';
import { EmailAuthForm } from './email-auth-form';

/** docs/screens.md §4: the earlier forms toggle between login and sign-up. */
export function EmailAuthPanel() {
  const [kind, setKind] = useState<EmailAuthKind>('login');
  return <EmailAuthForm key={kind} kind={kind} onSwitch={() => setKind(kind === 'login' ? 'signup' : 'login')} />;
}
