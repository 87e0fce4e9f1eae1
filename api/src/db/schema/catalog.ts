import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Full-text types, read and written as their text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const products = pgTable('products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  model: text('model').notNull().unique(),
  modelKey: text('model_key').notNull(),
  name: text('name').notNull(),
  salePricePaise: bigint('sale_price_paise', { mode: 'number' }),
  regularPricePaise: bigint('regular_price_paise', { mode: 'number' }),
  images: text('images').notNull().default(''),
  shortDescription: text('short_description'),
  description: text('description'),
  categories: text('categories').notNull(),
  category: text('category'),
  brand: text('brand').notNull(),
  weight: text('weight'),
  dimensions: text('dimensions'),
  sku: text('sku').notNull(),
  popularity: integer('popularity').notNull().default(0),
  categoryTags: text('category_tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  searchWords: text('search_words')
    .array()
    .generatedAlwaysAs(
      sql`regexp_split_to_array(lower(name || ' ' || model || ' ' || brand || ' ' || categories), '[^a-z0-9]+')`,
    ),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

/** Filled by a trigger on products (migrations 0001, 0183); search reads it. */
export const productSearch = pgTable('product_search', {
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  popularity: integer('popularity').notNull(),
  words: text('words').array().notNull(),
  /** Weighted: sub category A, brand B, name C, top category and model D (migration 0183). */
  document: tsvector('document')
    .notNull()
    .default(sql`''`),
  /** The sub category alone (weight A), for the products of a kind a query names. */
  kind: tsvector('kind')
    .notNull()
    .default(sql`''`),
});

/** A shopper's phrase and what it means in the catalogue's words (migration 0183; api/README.md). */
export const searchSynonyms = pgTable('search_synonyms', {
  phrase: text('phrase').primaryKey(),
  means: text('means').notNull(),
  words: text('words')
    .array()
    .generatedAlwaysAs(sql`string_to_array(phrase, ' ')`),
  target: tsquery('target').generatedAlwaysAs(sql`plainto_tsquery('english', phrase)`),
  substitute: tsquery('substitute').generatedAlwaysAs(sql`websearch_to_tsquery('english', means)`),
});

export const stock = pgTable('stock', {
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  availableQty: integer('available_qty').notNull(),
  reservedQty: integer('reserved_qty').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const specifications = pgTable(
  'specifications',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export const homeSections = pgTable(
  'home_sections',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().unique(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['latest', 'category'] }).notNull(),
    categoryTag: text('category_tag'),
    maxItems: integer('max_items').notNull().default(12),
  },
  (table) => [check('home_sections_kind_check', sql`${table.kind} IN ('latest', 'category')`)],
);

export const sliderImages = pgTable(
  'slider_images',
  {
    id: serial('id').primaryKey(),
    device: text('device', { enum: ['desktop', 'mobile'] }).notNull(),
    position: integer('position').notNull(),
    imagePath: text('image_path').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
  },
  (table) => [unique().on(table.device, table.position)],
);
