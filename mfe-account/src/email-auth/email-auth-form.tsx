import { useState, type FormEvent } from 'react';
import { isEmail, saveToken, showNotice, TextField } from '@store/shared';
import { MESSAGES } from '../otp/messages';
import { FormStatus, type Status } from '../common/form-status';
import { emailAuth, type EmailAuthKind } from './api';
import { EMAIL_AUTH_MESSAGES as TEXT } from './messages';
import { SocialButtons } from './social-buttons';
import styles from './email-auth.module.css';

interface EmailAuthFormProps {
  kind: EmailAuthKind;
  onSwitch: () => void;
}

interface Errors {
  email?: string;
  password?: string;
  confirm?: string;
}

/** The earlier e-mail login (kind login) and sign-up (kind signup) forms of docs/screens.md §2. */
export function EmailAuthForm({ kind, onSwitch }: EmailAuthFormProps) {
  const signup = kind === 'signup';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const found: Errors = {
      email: isEmail(email) ? undefined : MESSAGES.emailInvalid,
      password: password ? undefined : TEXT.passwordMissing,
      confirm: signup && password !== confirm ? TEXT.mismatch : undefined,
    };
    setErrors(found);
    if (found.email || found.password || found.confirm) return;
    setBusy(true);
    try {
      const result = await emailAuth(kind, email.trim(), password);
      if (result.ok) {
        const text = signup ? TEXT.signupSuccess : TEXT.loginSuccess;
        setStatus({ tone: 'success', text });
        showNotice(text, { tone: 'success' });
        saveToken(result.token);
      } else {
        const base = signup ? TEXT.signupFailed : TEXT.loginFailed;
        const detail = result.status === 409 || result.status === 400 ? result.serverText : undefined;
        setStatus({ tone: 'error', text: detail ? `${base} ${detail}` : base });
      }
    } catch {
      setStatus({ tone: 'error', text: TEXT.unexpected });
    }
    setBusy(false);
  }

  const title = signup ? 'Sign Up' : 'Login';
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={`${title} with e-mail`}>
      <h3 className={styles.title}>{signup ? 'Sign up with e-mail' : 'Login with e-mail'}</h3>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        placeholder="Password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {signup ? (
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm Password"
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {title}
      </button>
      <FormStatus status={status} />
      <p className={styles.switch}>
        {signup ? 'Already have an account? ' : "Don't have an account? "}
        <button type="button" className="btn-link" onClick={onSwitch}>
          {signup ? 'Login' : 'Sign Up'}
        </button>
      </p>
      <SocialButtons intro={signup ? 'Or sign up with' : 'Or login with'} />
    </form>
  );
}
