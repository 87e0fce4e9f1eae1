import type { LoginRegisterFormsProps } from '@store/shared';
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { LoginForm } from '../login/login-form';
import { MESSAGES } from '../otp/messages';
import { RegisterForm } from '../register/register-form';
import styles from './login-modal.module.css';
import { useAccountT } from '../i18n/messages';

type View = NonNullable<LoginRegisterFormsProps['initialView']>;

/** The body of the shell's login/register modal: switchable forms, login first. */
export function LoginRegisterForms(props: LoginRegisterFormsProps) {
  // The shell may render its modal outside the router; then there is nowhere to navigate.
  return useInRouterContext() ? <RoutedForms {...props} /> : <Forms {...props} onLoggedIn={() => props.onDone?.()} />;
}

function RoutedForms(props: LoginRegisterFormsProps) {
  const navigate = useNavigate();
  return (
    <Forms
      {...props}
      onLoggedIn={() => {
        props.onDone?.();
        void navigate('/cart');
      }}
    />
  );
}

function Forms({ initialView = 'login', onLoggedIn }: LoginRegisterFormsProps & { onLoggedIn: () => void }) {
  const t = useAccountT();
  const [view, setView] = useState<View>(initialView);
  const [registered, setRegistered] = useState(false);
  const [phoneToRegister, setPhoneToRegister] = useState<string>();

  return (
    <Tabs.Root value={view} onValueChange={(next) => setView(next as View)} className={styles.root}>
      <Tabs.List className={styles.tabs} aria-label={t('modal.tabs')}>
        <Tabs.Trigger value="login" className={styles.tab}>
          {t('login.title')}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={styles.tab}>
          {t('register.title')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <LoginForm
          key={registered ? 'after-register' : 'first'}
          plain
          onLoggedIn={onLoggedIn}
          onRegister={(phone) => {
            setPhoneToRegister(phone);
            setView('register');
          }}
          initialStatus={registered ? { tone: 'success', text: MESSAGES.registerSuccess } : null}
        />
      </Tabs.Content>
      <Tabs.Content value="register">
        <RegisterForm
          key={phoneToRegister}
          plain
          phone={phoneToRegister}
          onRegistered={() => {
            setRegistered(true);
            setView('login');
          }}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
