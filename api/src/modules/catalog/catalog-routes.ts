// Catalog calls of api/CALLS.md: excel-data (every form), fetchHomePagemodels, stock-details,
// specificationFetcher. All but stock-details answer through the short-lived answer cache;
// stock-details always reads the database (add to cart and check-out rely on it).
import { ApiError, errorAnswerSchema } from '../../errors.js';
import { homeSectionProducts } from './home-sections.js';
import { productListSchema, type Product } from './product-answer.js';
import { objectAnswer } from '../../schema-parts.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { sellableQuantity, specificationOf } from './product-detail-queries.js';
import { productsByBrand, productsByCategory, productsByModel } from './product-queries.js';

const FIELDS = ['Model', 'Categories', 'Name'] as const;
type Field = (typeof FIELDS)[number];

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const fieldSchema = { type: 'string', enum: [...FIELDS] } as const;

function findProducts(app: Parameters<RoutesPlugin>[0], field: Field, value: string): Promise<Product[]> {
  if (field === 'Model') return productsByModel(app.db, value);
  if (field === 'Name') return productsByBrand(app.db, value);
  return productsByCategory(app.db, value);
}

const NO_PRODUCT = 'No product with that model';

export const catalogRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/excel-data',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products by model, category or brand (query), or by category in the body form',
        querystring: {
          type: 'object',
          properties: { field: fieldSchema, value: text(200) },
          dependencies: { field: ['value'], value: ['field'] },
        },
        body: {
          type: ['object', 'null'],
          properties: {
            queryStringParameters: {
              type: 'object',
              properties: { field: fieldSchema, value: text(200) },
              required: ['field', 'value'],
            },
          },
        },
        // The body form answers { statusCode: 200, body: "<JSON text>" } instead (sent as is).
        response: { 200: productListSchema, '4xx': errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { field, value } = request.query;
      if (field && value) return app.answers.send(reply, `excel-data:${field}:${value}`, () => findProducts(app, field, value));
      const wrapped = request.body?.queryStringParameters;
      if (wrapped) {
        return app.answers.send(
          reply,
          `excel-data-body:${wrapped.field}:${wrapped.value}`,
          async () => ({ statusCode: 200, body: JSON.stringify(await findProducts(app, wrapped.field, wrapped.value)) }),
          JSON.stringify,
        );
      }
      throw new ApiError(400, 'Send field and value in the query, or queryStringParameters { field, value } in the body');
    },
  );

  app.post(
    '/fetchHomePagemodels',
    {
      schema: {
        tags: ['catalog'],
        summary: "A home section's products (each with ModelName)",
        body: { type: 'object', properties: { Category: text(200) }, required: ['Category'] },
        response: { 200: productListSchema, '4xx': errorAnswerSchema },
      },
    },
    async (request, reply) =>
      app.answers.send(reply, `home:${request.body.Category}`, () => homeSectionProducts(app.db, request.body.Category)),
  );

  app.post(
    '/stock-details',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Units that can be sold now (on hand minus units held by unpaid orders)',
        body: { type: 'object', properties: { sku: text(200) }, required: ['sku'] },
        response: {
          200: objectAnswer(
            {
              ProductStock: {
                type: 'array',
                items: { type: 'object', properties: { Available_Qty: { type: 'integer' } }, required: ['Available_Qty'] },
              },
            },
            ['ProductStock'],
          ),
          '4xx': errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const quantity = await sellableQuantity(app.db, request.body.sku);
      if (quantity === null) throw new ApiError(404, NO_PRODUCT);
      return { statusCode: 200, body: { ProductStock: [{ Available_Qty: quantity }] } };
    },
  );

  app.post(
    '/specificationFetcher',
    {
      schema: {
        tags: ['catalog'],
        summary: "A product's specification as JSON text of { label: value }",
        body: { type: 'object', properties: { model_no: text(200) }, required: ['model_no'] },
        response: {
          200: {
            type: 'object',
            properties: { statusCode: { type: 'integer' }, Specification: { type: 'string' } },
            required: ['statusCode', 'Specification'],
          },
          '4xx': errorAnswerSchema,
        },
      },
    },
    async (request, reply) =>
      app.answers.send(reply, `specification:${request.body.model_no}`, async () => {
        const pairs = await specificationOf(app.db, request.body.model_no);
        if (pairs === null) throw new ApiError(404, NO_PRODUCT);
        return { statusCode: 200, Specification: JSON.stringify(Object.fromEntries(pairs)) };
      }),
  );
};
