import { PaymentReturnPage } from '../pages/payment-return-page';

export default PaymentReturnPage;
