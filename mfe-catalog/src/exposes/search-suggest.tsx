export { SearchSuggest as default, type SearchSuggestProps } from '../search-suggest/search-suggest';
