export { MyAccountPage as default } from '../my-account/MyAccountPage';
