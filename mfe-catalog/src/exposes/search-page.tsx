export { SearchPage as default } from '../listing/search-page';
// The edge calls it on the server for this page's first view (FirstViewLoader in @store/shared).
export { loadSearchFirstView as loadFirstView } from '../listing/first-view';
