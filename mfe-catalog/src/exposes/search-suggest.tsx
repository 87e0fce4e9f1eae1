export { SearchSuggest as default } from '../search-suggest/search-suggest';
