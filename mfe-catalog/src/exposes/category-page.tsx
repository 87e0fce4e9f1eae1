export { CategoryPage as default } from '../listing/category-page';
