import { SuccessPage } from '../payment-result/success-page';

export default SuccessPage;
