import { useState, type FormEvent } from 'react';
import { callApi, errorMessage, isSuccess, showNotice, useEarlyInput } from '@store/shared';
import styles from './footer.module.css';
import { useShellT } from '../../i18n/messages';

interface Answer {
  statusCode: number;
  body: string;
}

/** The footer's e-mail subscribe box. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const early = useEarlyInput();
  const t = useShellT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await callApi<Answer>('newsletter-subscribe', { body: { email } });
      showNotice(answer.body, { tone: isSuccess(answer) ? 'success' : 'error' });
      if (isSuccess(answer)) setEmail('');
    } catch (error) {
      showNotice(errorMessage(error), { tone: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...early} className={styles.subscribe} onSubmit={submit}>
      <label htmlFor="footer-subscribe">{t('footer.subscribeLabel')}</label>
      <div className={styles.subscribeRow}>
        <input
          {...early}
          id="footer-subscribe"
          type="email"
          required
          placeholder={t('footer.subscribePlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('footer.signUp')}
        </button>
      </div>
    </form>
  );
}
