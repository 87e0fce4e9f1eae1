// Request and answer schemas of the sitemap calls (api/CALLS.md).
import { errorAnswerSchema } from '../../errors.js';

const lastmod = { type: ['string', 'null'] } as const;
const part = {
  type: 'object',
  properties: { count: { type: 'integer' }, lastmod },
  required: ['count', 'lastmod'],
} as const;

export const summarySchema = {
  tags: ['sitemap'],
  summary: 'Counts and latest lastmod of the products, categories and brands the sitemap lists',
  response: {
    200: {
      type: 'object',
      properties: {
        productsPerFile: { type: 'integer' },
        products: {
          type: 'object',
          properties: { ...part.properties, files: { type: 'integer' } },
          required: [...part.required, 'files'],
        },
        categories: part,
        brands: part,
      },
      required: ['productsPerFile', 'products', 'categories', 'brands'],
    },
  },
} as const;

export const productsSchema = {
  tags: ['sitemap'],
  summary: 'The products of one product sitemap file (page 1 is the first 50,000 by id)',
  querystring: {
    type: 'object',
    properties: { page: { type: 'string', maxLength: 12 } },
    required: ['page'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        page: { type: 'integer' },
        pages: { type: 'integer' },
        products: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, lastmod: { type: 'string' } },
            required: ['id', 'lastmod'],
          },
        },
      },
      required: ['page', 'pages', 'products'],
    },
    '4xx': errorAnswerSchema,
  },
} as const;

const namedList = (key: string, summary: string) =>
  ({
    tags: ['sitemap'],
    summary,
    response: {
      200: {
        type: 'object',
        properties: {
          [key]: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, lastmod: { type: 'string' } },
              required: ['name', 'lastmod'],
            },
          },
        },
        required: [key],
      },
    },
  }) as const;

export const categoriesSchema = namedList('categories', 'Each category with products (its route value) and its latest lastmod');
export const brandsSchema = namedList('brands', 'Each brand with products and its latest lastmod');
