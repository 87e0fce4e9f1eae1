import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { PaymentReturnPage } from '../pages/payment-return-page';

export default PaymentReturnPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.paymentReturn);
