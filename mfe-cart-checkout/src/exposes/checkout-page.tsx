import { CheckoutPage } from '../checkout/checkout-page';

export default CheckoutPage;
