// GET sitemap-summary, sitemap-products, sitemap-categories, sitemap-brands: the catalogue as the
// edge's /sitemap.xml and /sitemaps/*.xml list it (api/CALLS.md). Always read from the tables: the
// edge caches its XML for a few minutes.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors.js';
import { brandEntries, categoryEntries, productEntries, productSummary, sitemapSummary } from './sitemap-queries.js';
import { brandsSchema, categoriesSchema, productsSchema, summarySchema } from './sitemap-schemas.js';

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap-summary', { schema: summarySchema }, () => sitemapSummary(app.db));

  app.get<{ Querystring: { page: string } }>('/sitemap-products', { schema: productsSchema }, async (request) => {
    if (!/^[1-9][0-9]*$/.test(request.query.page)) throw new ApiError(400, 'page must be a whole number from 1');
    const page = Number(request.query.page);
    const products = await productSummary(app.db);
    if (page > products.files) {
      throw new ApiError(404, `No product sitemap ${page}: there ${products.files === 1 ? 'is 1' : `are ${products.files}`}`);
    }
    return { page, pages: products.files, products: await productEntries(app.db, page) };
  });

  app.get('/sitemap-categories', { schema: categoriesSchema }, async () => ({ categories: await categoryEntries(app.db) }));
  app.get('/sitemap-brands', { schema: brandsSchema }, async () => ({ brands: await brandEntries(app.db) }));
};
