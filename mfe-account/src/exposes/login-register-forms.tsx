export { LoginRegisterForms as default } from '../login-modal/login-register-forms';
