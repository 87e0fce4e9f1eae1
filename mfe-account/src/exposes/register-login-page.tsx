export { RegisterLoginPage as default } from '../register-login/register-login-page';
