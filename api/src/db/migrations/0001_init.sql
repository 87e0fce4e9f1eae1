-- The whole schema of the store. Money is in paise (bigint) everywhere; rupees exist only in answers.
-- Later changes are new migrations (0100 and up), never edits of this one.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ---------------------------------------------------------------- catalog
CREATE TABLE products (
  id                  bigserial PRIMARY KEY,
  model               text NOT NULL UNIQUE,
  -- lower-cased first segment of the model before a slash: the id in /product/{productId}
  model_key           text NOT NULL,
  name                text NOT NULL,
  sale_price_paise    bigint CHECK (sale_price_paise >= 0),
  regular_price_paise bigint CHECK (regular_price_paise >= 0),
  images              text NOT NULL DEFAULT '',
  short_description   text,
  description         text,
  -- 'Top category>Sub category', as the spec's Categories field
  categories          text NOT NULL,
  category            text,
  brand               text NOT NULL,
  weight              text,
  dimensions          text,
  sku                 text NOT NULL,
  popularity          integer NOT NULL DEFAULT 0,
  -- normalised names under which listings find the product (see catalog/category-names.ts)
  category_tags       text[] NOT NULL DEFAULT '{}',
  -- the words search looks in: name, model, brand and category path, split on anything not a letter or digit
  search_words        text[] GENERATED ALWAYS AS (
                        regexp_split_to_array(lower(name || ' ' || model || ' ' || brand || ' ' || categories), '[^a-z0-9]+')
                      ) STORED,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_model_key_idx ON products (model_key);
CREATE INDEX products_model_lower_idx ON products (lower(model));
-- brand pages match brands without case or punctuation ('Blue Star', 'blue-star', 'BLUESTAR')
CREATE INDEX products_brand_key_idx ON products (regexp_replace(lower(brand), '[^a-z0-9]+', '', 'g'));
CREATE INDEX products_popularity_idx ON products (popularity DESC, id);
CREATE INDEX products_category_tags_idx ON products USING gin (category_tags);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);

-- Every word of every product's search_words: search corrects a typo by finding the nearest
-- words here (a trigram index over short words), then finds the products holding those words.
CREATE TABLE search_terms (
  term text PRIMARY KEY
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

-- A narrow copy of what search filters and orders by: reading a few thousand candidates from
-- here touches far fewer pages than reading them from the wide products table.
CREATE TABLE product_search (
  product_id bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  popularity integer NOT NULL,
  words      text[] NOT NULL
);
CREATE INDEX product_search_words_idx ON product_search USING gin (words);
CREATE INDEX product_search_popularity_idx ON product_search (popularity DESC, product_id);

CREATE FUNCTION refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT word FROM changed, unnest(changed.search_words) AS word WHERE word <> ''
    ON CONFLICT DO NOTHING;
  INSERT INTO product_search (product_id, popularity, words)
    SELECT id, popularity, search_words FROM changed
    ON CONFLICT (product_id) DO UPDATE SET popularity = EXCLUDED.popularity, words = EXCLUDED.words;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search();
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search();

CREATE TABLE stock (
  product_id    bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  -- units on hand; reserved units are held by unpaid orders and not sellable
  available_qty integer NOT NULL CHECK (available_qty >= 0),
  reserved_qty  integer NOT NULL DEFAULT 0 CHECK (reserved_qty >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (reserved_qty <= available_qty)
);

CREATE TABLE specifications (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  label      text NOT NULL,
  value      text NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE home_sections (
  id           serial PRIMARY KEY,
  title        text NOT NULL UNIQUE,
  position     integer NOT NULL,
  -- 'latest' lists the newest products; 'category' lists the products carrying category_tag
  kind         text NOT NULL CHECK (kind IN ('latest', 'category')),
  category_tag text,
  max_items    integer NOT NULL DEFAULT 12 CHECK (max_items > 0)
);

CREATE TABLE slider_images (
  id         serial PRIMARY KEY,
  device     text NOT NULL CHECK (device IN ('desktop', 'mobile')),
  position   integer NOT NULL,
  image_path text NOT NULL,
  field      text NOT NULL,
  value      text NOT NULL,
  UNIQUE (device, position)
);

-- ---------------------------------------------------------------- delivery, coupons, stores
CREATE TABLE pincode_ranges (
  id            serial PRIMARY KEY,
  first_pincode integer NOT NULL CHECK (first_pincode BETWEEN 100000 AND 999999),
  last_pincode  integer NOT NULL CHECK (last_pincode BETWEEN 100000 AND 999999),
  state         text NOT NULL,
  serviceable   boolean NOT NULL,
  CHECK (first_pincode <= last_pincode)
);
CREATE INDEX pincode_ranges_idx ON pincode_ranges (first_pincode, last_pincode);

CREATE TABLE coupons (
  code           text PRIMARY KEY CHECK (code = upper(code)),
  kind           text NOT NULL CHECK (kind IN ('flat', 'percent')),
  amount_paise   bigint CHECK (amount_paise > 0),
  percent        numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
  product_type   text NOT NULL DEFAULT 'All',
  valid_from     timestamptz NOT NULL,
  valid_to       timestamptz,
  CHECK ((kind = 'flat' AND amount_paise IS NOT NULL AND percent IS NULL)
      OR (kind = 'percent' AND percent IS NOT NULL AND amount_paise IS NULL))
);

CREATE TABLE stores (
  id              serial PRIMARY KEY,
  name            text NOT NULL,
  url             text NOT NULL,
  phone           text NOT NULL,
  address         text NOT NULL,
  google_location text NOT NULL,
  image           text NOT NULL,
  state           text NOT NULL,
  area            text NOT NULL,
  pincode         text NOT NULL
);
CREATE INDEX stores_grouping_idx ON stores (state, area, pincode, name);

-- ---------------------------------------------------------------- accounts
CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  name          text,
  first_name    text,
  last_name     text,
  phone         text UNIQUE CHECK (phone ~ '^[0-9]{10}$'),
  email         text,
  -- only the earlier e-mail auth (users/login, users/signup) sets a password
  password_hash text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_password_email_idx ON users (lower(email)) WHERE password_hash IS NOT NULL;

CREATE TABLE otp_codes (
  id          bigserial PRIMARY KEY,
  phone       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'login')),
  code_hash   text NOT NULL,
  -- what register sent (username, email) until the OTP is validated
  payload     jsonb,
  attempts    integer NOT NULL DEFAULT 0,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX otp_codes_phone_idx ON otp_codes (phone, purpose, sent_at DESC);

CREATE TABLE sessions (
  id         bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE sms_outbox (
  id         bigserial PRIMARY KEY,
  phone      text NOT NULL,
  text       text NOT NULL,
  -- development outbox only (docs/contracts.md §4); production sends through a provider instead
  otp        text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, created_at DESC);

CREATE TABLE addresses (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('billing', 'shipping')),
  address    jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind)
);

CREATE TABLE reviews (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id  bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_text text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);

-- ---------------------------------------------------------------- orders and payments
CREATE TABLE orders (
  id               bigserial PRIMARY KEY,
  order_id         text NOT NULL UNIQUE,
  user_id          bigint NOT NULL REFERENCES users (id),
  status           text NOT NULL CHECK (status IN ('Order initiated', 'payment successfull', 'payment failed')),
  billing_address  jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  notes            text,
  coupon_code      text,
  subtotal_paise   bigint NOT NULL CHECK (subtotal_paise >= 0),
  discount_paise   bigint NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
  shipping_paise   bigint NOT NULL DEFAULT 0 CHECK (shipping_paise >= 0),
  total_paise      bigint NOT NULL CHECK (total_paise >= 0),
  payment_method   text,
  phone_no         text,
  email            text,
  idempotency_key  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  id               bigserial PRIMARY KEY,
  order_id         bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id       bigint REFERENCES products (id) ON DELETE SET NULL,
  model            text NOT NULL,
  name             text NOT NULL,
  image            text,
  unit_price_paise bigint NOT NULL CHECK (unit_price_paise >= 0),
  quantity         integer NOT NULL CHECK (quantity > 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

-- units reserved in stock.reserved_qty for an unpaid order; committed when paid, released otherwise
CREATE TABLE stock_holds (
  id           bigserial PRIMARY KEY,
  order_id     bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id   bigint NOT NULL REFERENCES products (id),
  quantity     integer NOT NULL CHECK (quantity > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  committed_at timestamptz,
  released_at  timestamptz
);
CREATE INDEX stock_holds_open_idx ON stock_holds (expires_at) WHERE committed_at IS NULL AND released_at IS NULL;
CREATE INDEX stock_holds_order_idx ON stock_holds (order_id);

CREATE TABLE payments (
  id           bigserial PRIMARY KEY,
  txnid        text NOT NULL UNIQUE,
  order_id     bigint NOT NULL REFERENCES orders (id),
  amount_paise bigint NOT NULL CHECK (amount_paise >= 0),
  status       text NOT NULL DEFAULT 'pending',
  verified     boolean NOT NULL DEFAULT false,
  provider     text NOT NULL DEFAULT 'payu',
  raw_response jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id);

-- ---------------------------------------------------------------- content
CREATE TABLE career_applications (
  id          bigserial PRIMARY KEY,
  full_name   text NOT NULL,
  gender      text,
  numbers     text,
  email       text NOT NULL,
  experience  text,
  message     text,
  -- relative to UPLOAD_DIR, never inside a served folder
  resume_path text,
  resume_mime text,
  resume_size integer,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id         bigserial PRIMARY KEY,
  full_name  text NOT NULL,
  subject    text NOT NULL,
  message    text NOT NULL DEFAULT '',
  email      text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  email      text PRIMARY KEY CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now()
);
