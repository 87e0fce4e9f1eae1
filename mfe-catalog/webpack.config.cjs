// Build of the mfe-catalog remote. The exposes map is this section's whole public surface.
const { createFederatedConfig } = require('@store/shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe-catalog',
  role: 'remote',
  port: 3001,
  cssPrefix: 'cat',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CategoryPage': './src/exposes/category-page.tsx',
    './BrandPage': './src/exposes/brand-page.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './ComparePage': './src/exposes/compare-page.tsx',
    './WishlistPage': './src/exposes/wishlist-page.tsx',
    './SearchSuggest': './src/exposes/search-suggest.tsx',
  },
});
