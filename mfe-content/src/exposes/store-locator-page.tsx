import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { StoreLocatorPage } from '../store-locator/store-locator-page';

export default StoreLocatorPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.storeLocator);
