// Every route plugin of the api. app.ts registers each under the prefix /api, in this order.
// Add one line per module (api/README.md, "Adding a module").
import type { RoutesPlugin } from '../schema-types.js';
import { catalogRoutes } from './catalog/catalog-routes.js';
import { sliderRoutes } from './catalog/slider-routes.js';
import { searchRoutes } from './search/search-routes.js';
import { deliveryRoutes } from './delivery/delivery-routes.js';
import { storeLocatorRoutes } from './stores/store-locator-routes.js';
import { contentRoutes } from './content/content-routes.js';
import { imagesRoutes } from './images/images-routes.js';
import { accountsRoutes } from './accounts/accounts-routes.js';
import { addressesRoutes } from './addresses/addresses-routes.js';
import { ordersRoutes } from './orders/orders-routes.js';
import { paymentsRoutes } from './payments/payments-routes.js';
import { reviewsRoutes } from './reviews/reviews-routes.js';
import { clientEventsRoutes } from './client-events/client-events-routes.js';
import { sitemapRoutes } from './sitemap/sitemap-routes.js';
import { socialRoutes } from './social/social-routes.js';

export interface ApiModule {
  name: string;
  plugin: RoutesPlugin;
}

export const modules: ApiModule[] = [
  { name: 'sliders', plugin: sliderRoutes },
  { name: 'catalog', plugin: catalogRoutes },
  { name: 'search', plugin: searchRoutes },
  { name: 'delivery', plugin: deliveryRoutes },
  { name: 'stores', plugin: storeLocatorRoutes },
  { name: 'content', plugin: contentRoutes },
  { name: 'images', plugin: imagesRoutes },
  { name: 'accounts', plugin: accountsRoutes },
  { name: 'addresses', plugin: addressesRoutes },
  { name: 'reviews', plugin: reviewsRoutes },
  { name: 'orders', plugin: ordersRoutes },
  { name: 'payments', plugin: paymentsRoutes },
  { name: 'client-events', plugin: clientEventsRoutes },
  { name: 'sitemap', plugin: sitemapRoutes },
  { name: 'social', plugin: socialRoutes },
];
