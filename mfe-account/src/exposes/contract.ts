// Type-checked, never bundled: what this remote exposes must be exactly the contract's modules,
// each taking the contract's props (shared/src/remote-contract). The build exposes ./X from x.tsx.
import type { RemoteExposes } from '@store/shared';
import RegisterLoginPage from './register-login-page';
import MyAccountPage from './my-account-page';
import LoginRegisterForms from './login-register-forms';

export const exposed: RemoteExposes<'mfe-account'> = { RegisterLoginPage, MyAccountPage, LoginRegisterForms };
