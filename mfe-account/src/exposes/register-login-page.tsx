export { RegisterLoginPage as default } from '../register-login/RegisterLoginPage';
