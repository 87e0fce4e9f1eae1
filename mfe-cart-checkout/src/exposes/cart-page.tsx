import { CartPage } from '../cart/cart-page';

export default CartPage;
