// The Product of docs/screens.md §3 as the pages receive it: prices in rupees (stored in paise), images as
// comma-separated relative paths, In_stock true when more than 2 units can be sold (docs/screens.md §9).
import { sql } from 'drizzle-orm';
import { paiseToRupees } from '../../money.js';

/** Columns every product query selects: `FROM products p LEFT JOIN stock s ON s.product_id = p.id`. */
export const PRODUCT_COLUMNS = sql`p.id, p.model, p.name, p.sale_price_paise, p.regular_price_paise, p.images,
  p.short_description, p.description, p.categories, p.category, p.brand, p.weight, p.dimensions, p.sku, p.popularity,
  GREATEST(COALESCE(s.available_qty, 0) - COALESCE(s.reserved_qty, 0), 0)::int AS sellable`;

export interface ProductRow {
  id: number;
  model: string;
  name: string;
  sale_price_paise: number | null;
  regular_price_paise: number | null;
  images: string;
  short_description: string | null;
  description: string | null;
  categories: string;
  category: string | null;
  brand: string;
  weight: string | null;
  dimensions: string | null;
  sku: string;
  popularity: number;
  sellable: number;
}

export interface Product {
  id: number;
  Model: string;
  ModelName?: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
  Images: string;
  Short_description: string | null;
  Description: string | null;
  Categories: string;
  Category: string | null;
  Brands: string;
  Weight: string | null;
  Dimensions: string | null;
  sku: string;
  In_stock: boolean;
  Popularity: number;
}

/** Quantity above which a product can be bought (docs/screens.md §9: in stock when above 2). */
export const IN_STOCK_ABOVE = 2;

export function toProduct(row: ProductRow): Product {
  return {
    id: Number(row.id),
    Model: row.model,
    Name: row.name,
    Sale_price: row.sale_price_paise === null ? null : paiseToRupees(Number(row.sale_price_paise)),
    Regular_price: row.regular_price_paise === null ? null : paiseToRupees(Number(row.regular_price_paise)),
    Images: row.images,
    Short_description: row.short_description,
    Description: row.description,
    Categories: row.categories,
    Category: row.category,
    Brands: row.brand,
    Weight: row.weight,
    Dimensions: row.dimensions,
    sku: row.sku,
    In_stock: row.sellable > IN_STOCK_ABOVE,
    Popularity: row.popularity,
  };
}

const nullable = (type: string) => ({ type: [type, 'null'] });

export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    Model: { type: 'string' },
    ModelName: { type: 'string' },
    Name: { type: 'string' },
    Sale_price: nullable('number'),
    Regular_price: nullable('number'),
    Images: { type: 'string' },
    Short_description: nullable('string'),
    Description: nullable('string'),
    Categories: { type: 'string' },
    Category: nullable('string'),
    Brands: { type: 'string' },
    Weight: nullable('string'),
    Dimensions: nullable('string'),
    sku: { type: 'string' },
    In_stock: { type: 'boolean' },
    Popularity: { type: 'integer' },
  },
  required: ['id', 'Model', 'Name', 'Sale_price', 'Regular_price', 'Images', 'Categories', 'Brands', 'sku', 'In_stock'],
} as const;

export const productListSchema = { type: 'array', items: productSchema } as const;
