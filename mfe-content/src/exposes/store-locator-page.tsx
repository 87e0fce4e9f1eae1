import { StoreLocatorPage } from '../store-locator/store-locator-page';

export default StoreLocatorPage;
