export { BrandPage as default } from '../listing/brand-page';
// The edge calls it on the server for this page's first view (FirstViewLoader in @store/shared).
export { loadBrandFirstView as loadFirstView } from '../listing/first-view';
