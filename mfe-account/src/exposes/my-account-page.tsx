export { MyAccountPage as default } from '../my-account/my-account-page';
