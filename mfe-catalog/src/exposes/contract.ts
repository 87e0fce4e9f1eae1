// Type-checked, never bundled: what this remote exposes must be exactly the contract's modules,
// each taking the contract's props (shared/src/remote-contract). The build exposes ./X from x.tsx.
import type { RemoteExposes } from '@store/shared';
import HomePage from './home-page';
import CategoryPage from './category-page';
import BrandPage from './brand-page';
import SearchPage from './search-page';
import ProductPage from './product-page';
import ComparePage from './compare-page';
import WishlistPage from './wishlist-page';
import SearchSuggest from './search-suggest';

export const exposed: RemoteExposes<'mfe-catalog'> = {
  HomePage,
  CategoryPage,
  BrandPage,
  SearchPage,
  ProductPage,
  ComparePage,
  WishlistPage,
  SearchSuggest,
};
