export { CategoryPage as default } from '../listing/category-page';
// The edge calls it on the server for this page's first view (FirstViewLoader in @store/shared).
export { loadCategoryFirstView as loadFirstView } from '../listing/first-view';
