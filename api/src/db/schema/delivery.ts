import { bigint, boolean, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const pincodeRanges = pgTable('pincode_ranges', {
  id: serial('id').primaryKey(),
  firstPincode: integer('first_pincode').notNull(),
  lastPincode: integer('last_pincode').notNull(),
  state: text('state').notNull(),
  serviceable: boolean('serviceable').notNull(),
});

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }),
  /** numeric comes back as a string; read it with Number(). */
  percent: numeric('percent', { precision: 5, scale: 2 }),
  productType: text('product_type').notNull().default('All'),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  googleLocation: text('google_location').notNull(),
  image: text('image').notNull(),
  state: text('state').notNull(),
  area: text('area').notNull(),
  pincode: text('pincode').notNull(),
});
