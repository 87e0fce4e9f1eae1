import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { tokenStore, usePageMeta, usePersisted } from '@store/shared';
import { EmailAuthPanel } from '../email-auth/email-auth-panel';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { TrackOrderForm } from '../track-order/track-order-form';
import styles from './register-login.module.css';
import { useAccountT } from '../i18n/messages';

export const LOGGED_IN_HOME = '/my-account/address';

/** /register-login: login and register side by side, order tracking, and the earlier e-mail forms. */
export function RegisterLoginPage() {
  const t = useAccountT();
  usePageMeta(t('heads.registerLogin.title'), t('heads.registerLogin.description'));
  const token = usePersisted(tokenStore);
  const navigate = useNavigate();
  const leaving = useRef(false);
  const [showEmail, setShowEmail] = useState(false);
  const [phoneToRegister, setPhoneToRegister] = useState<string>();

  // A shopper who just logged in is on the way to /cart; anyone else logged in goes to their addresses.
  if (token && !leaving.current) return <Navigate to={LOGGED_IN_HOME} replace />;

  return (
    <section className="page">
      <h1 className="page-title">{t('heads.registerLogin.title')}</h1>
      <div className={styles.columns}>
        <LoginForm
          onLoggedIn={() => {
            leaving.current = true;
            void navigate('/cart');
          }}
          onRegister={setPhoneToRegister}
        />
        <RegisterForm key={phoneToRegister} phone={phoneToRegister} />
      </div>
      <div className={styles.more}>
        <TrackOrderForm />
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={showEmail}
            aria-controls="acc-email-auth"
            onClick={() => setShowEmail((shown) => !shown)}
          >
            {showEmail ? t('registerLogin.hideEmail') : t('registerLogin.showEmail')}
          </button>
          <div id="acc-email-auth" className={styles.emailAuth} hidden={!showEmail}>
            {showEmail ? <EmailAuthPanel /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
