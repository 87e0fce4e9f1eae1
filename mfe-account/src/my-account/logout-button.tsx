import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, currentToken, MessageDialog } from '@store/shared';
import { revokeSession } from '../common/session-api';
import { useAccountT } from '../i18n/messages';

/** docs/screens.md §4: logout revokes the session, clears token, userFormData and both addresses, then goes to /register-login. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useAccountT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    const token = currentToken();
    if (token) await revokeSession(token);
    setAsking(false);
    clearSession();
    void navigate('/register-login', { replace: true });
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)} disabled={busy}>
        {busy ? t('logout.busy') : t('logout.label')}
      </button>
      <MessageDialog
        open={asking}
        title={t('logout.question')}
        onClose={() => setAsking(false)}
        confirmLabel={t('logout.label')}
        onConfirm={logout}
      />
    </>
  );
}
