export { LoginRegisterForms as default } from '../login-modal/LoginRegisterForms';
