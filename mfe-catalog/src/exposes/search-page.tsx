export { SearchPage as default } from '../listing/search-page';
