-- Search in the shopper's words: full-text search over a weighted document per product, and the
-- shopper's words for kinds of products ('fridge', 'geyser', 'mixie') rewritten into the
-- catalogue's words with ts_rewrite. See api/README.md, "Catalog and search".
--
-- The synonyms are rows, not a synonym dictionary file: a dictionary must be installed into the
-- server's tsearch_data folder, which neither PGlite (compiled into the WebAssembly build) nor a
-- managed PostgreSQL allows; a table is also changed with an INSERT while the store runs.

-- The words as the query splits them: lower case, anything not a letter or digit a space, so
-- 'RO+UV+UF', '1.5 Ton' and 'GOPZ557C/DS' are words on both sides and not file names or decimals
-- to the parser.
CREATE FUNCTION search_words_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', ' ', 'g');

-- What a product is: its sub category ('Double Door Refrigerators'), the 'kind' a query may name.
CREATE FUNCTION product_search_kind(categories text, category text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english', search_words_text(coalesce(category, split_part(categories, '>', 2)))), 'A');

-- The kind matters most (A), then the brand (B), the name (C), and last the top category and model
-- (D). So 'lg tv' ranks an LG LED TV (tv in its kind and name) above an LG home theatre (tv only in
-- 'TV & Home Entertainment').
CREATE FUNCTION product_search_document(name text, model text, brand text, categories text, category text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN product_search_kind(categories, category)
    || setweight(to_tsvector('english', search_words_text(brand)), 'B')
    || setweight(to_tsvector('english', search_words_text(name)), 'C')
    || setweight(to_tsvector('english', search_words_text(split_part(categories, '>', 1) || ' ' || model)), 'D');

ALTER TABLE product_search
  ADD COLUMN document tsvector NOT NULL DEFAULT '',
  -- the kind alone, so the products of a kind the query names are found through an index too
  ADD COLUMN kind tsvector NOT NULL DEFAULT '';
UPDATE product_search ps
   SET document = product_search_document(p.name, p.model, p.brand, p.categories, p.category),
       kind = product_search_kind(p.categories, p.category)
  FROM products p WHERE p.id = ps.product_id;
CREATE INDEX product_search_document_idx ON product_search USING gin (document);
CREATE INDEX product_search_kind_idx ON product_search USING gin (kind);

CREATE OR REPLACE FUNCTION refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT word FROM changed, unnest(changed.search_words) AS word WHERE word <> ''
    ON CONFLICT DO NOTHING;
  INSERT INTO product_search (product_id, popularity, words, document, kind)
    SELECT id, popularity, search_words, product_search_document(name, model, brand, categories, category),
           product_search_kind(categories, category)
      FROM changed
    ON CONFLICT (product_id) DO UPDATE
      SET popularity = EXCLUDED.popularity, words = EXCLUDED.words, document = EXCLUDED.document, kind = EXCLUDED.kind;
  RETURN NULL;
END $$;

-- A shopper's phrase and what it means in the catalogue's words. `means` is written as a shopper
-- would type a web search: words side by side must all be there, 'or' between alternatives
-- ('earphone or headphone or earbud'); websearch_to_tsquery reads it and never fails on a typo of
-- syntax. Each phrase stands for its words in any order and form ('fridges' is 'fridge'), and
-- longer phrases are rewritten first.
CREATE TABLE search_synonyms (
  phrase     text PRIMARY KEY CHECK (phrase ~ '^[a-z0-9]+( [a-z0-9]+)*$'),
  means      text NOT NULL,
  -- the phrase's words, for typo correction: 'frige' is corrected to 'fridge' as to catalogue words
  words      text[] GENERATED ALWAYS AS (string_to_array(phrase, ' ')) STORED,
  target     tsquery GENERATED ALWAYS AS (plainto_tsquery('english', phrase)) STORED,
  substitute tsquery GENERATED ALWAYS AS (websearch_to_tsquery('english', means)) STORED,
  -- a phrase or meaning of stop words alone ('the', 'and') would rewrite nothing or erase words
  CHECK (numnode(target) > 0),
  CHECK (numnode(substitute) > 0)
);

-- Only what the catalogue's own words miss: 'cooler', 'oven' or 'kettle' already name a sub category.
INSERT INTO search_synonyms (phrase, means) VALUES
  -- refrigerators
  ('fridge', 'refrigerator'),
  ('double door fridge', 'double door refrigerator'),
  ('single door fridge', 'single door refrigerator'),
  ('side by side fridge', 'side by side refrigerator'),
  ('freezer', 'refrigerator'),
  -- home appliances
  ('ac', 'ac or air conditioner'),
  ('aircon', 'air conditioner'),
  ('geyser', 'water heater'),
  ('pankha', 'fan'),
  ('washer', 'washing machine'),
  -- kitchen
  ('mixie', 'mixer grinder'),
  ('juicer', 'mixer grinder'),
  ('otg', 'microwave oven'),
  ('chulha', 'induction cooktop'),
  ('ro', 'water purifier'),
  ('aquaguard', 'water purifier'),
  ('airfryer', 'air fryer'),
  -- tv and entertainment: the sub category says 'TVs', which the English stemmer leaves as it is
  ('tv', 'tv or tvs or television'),
  ('tvs', 'tv or tvs or television'),
  ('television', 'tv or tvs or television'),
  ('home theater', 'home theatre'),
  ('music system', 'home theatre or soundbar or speaker'),
  ('sound bar', 'soundbar'),
  ('playstation', 'gaming console'),
  ('console', 'gaming console'),
  -- audio
  ('earphones', 'earphone or headphone or earbud'),
  ('headset', 'headphone'),
  ('tws', 'earbud'),
  ('earpods', 'earbud'),
  ('buds', 'earbud'),
  -- mobiles and computers
  ('mobile', 'smartphone'),
  ('phone', 'smartphone'),
  ('cellphone', 'smartphone'),
  ('5g', '5g or smartphone'),
  ('tab', 'tablet'),
  ('ipad', 'ipad or tablet'),
  ('notebook', 'laptop'),
  ('computer', 'laptop or desktop'),
  ('pc', 'desktop'),
  ('mouse', 'mouse or mice'),
  ('pendrive', 'storage'),
  ('pen drive', 'storage'),
  ('hard disk', 'storage'),
  ('hard drive', 'storage'),
  ('ssd', 'ssd or storage'),
  ('wifi', 'router'),
  ('modem', 'router'),
  ('powerbank', 'power bank'),
  -- lifestyle
  ('smartwatch', 'smart watch'),
  ('shaver', 'trimmer');
