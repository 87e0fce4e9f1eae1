export { BrandPage as default } from '../listing/brand-page';
