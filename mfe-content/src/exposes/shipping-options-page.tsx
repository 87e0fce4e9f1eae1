import { ShippingOptionsPage } from '../pages/shipping-options-page';

export default ShippingOptionsPage;
