import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { ShippingOptionsPage } from '../pages/shipping-options-page';

export default ShippingOptionsPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.shippingOptions);
