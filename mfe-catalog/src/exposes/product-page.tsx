export { ProductPage as default } from '../product/product-page';
// The edge calls it on the server for this page's first view (FirstViewLoader in @store/shared).
export { loadProductFirstView as loadFirstView } from '../product/first-view';
