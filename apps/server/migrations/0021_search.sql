-- Relevance search: full text (indonesian + english + simple configurations) over name, description,
-- brand, category, material and store name, pg_trgm for typo tolerance, unaccent. The extensions live in
-- `public` (tests run each file in its own schema; the advisory lock of the migration runner serialises this).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- Furniture taxonomy: the spec's nine keep their ids; Indonesian names beside the English ones.
ALTER TABLE categories ADD COLUMN name_id text;
UPDATE categories SET name_id = v.name_id
  FROM (VALUES (1, 'Aksesori'), (2, 'Merek'), (3, 'Pakaian'), (4, 'Fesyen'), (5, 'Furnitur'), (6, 'Pria'),
               (7, 'Wanita'), (8, 'Sepatu'), (9, 'Dompet')) v (id, name_id)
 WHERE categories.id = v.id;
INSERT INTO categories (id, name, name_id) VALUES
  (10, 'Living Room', 'Ruang Tamu'),
  (11, 'Bedroom', 'Kamar Tidur'),
  (12, 'Dining', 'Ruang Makan'),
  (13, 'Office', 'Kantor'),
  (14, 'Outdoor', 'Luar Ruangan'),
  (15, 'Storage', 'Penyimpanan'),
  (16, 'Lighting', 'Lampu'),
  (17, 'Decor', 'Dekorasi'),
  (18, 'Kids', 'Anak');

-- The words of every product's searchable text (lower case, accents removed): the vocabulary that typos are
-- corrected against ("mkan" → "makan") and that "did you mean" offers. Small (thousands of rows), trigram GIN.
CREATE TABLE search_terms (term text PRIMARY KEY);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term public.gin_trgm_ops);

-- search_text: name, material, brand, category (both languages) and store name, unaccented, lower case.
-- search_vec: the same in three configurations (name weight A, the rest B) plus the description (D).
ALTER TABLE products ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_vec tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION products_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head text := public.unaccent('public.unaccent'::regdictionary, lower(NEW.name));
  body text;
  descr text := public.unaccent('public.unaccent'::regdictionary, lower(NEW.description));
BEGIN
  SELECT public.unaccent('public.unaccent'::regdictionary, lower(concat_ws(' ', NEW.material, b.name, c.name,
           c.name_id, u.username)))
    INTO body
    FROM brands b, categories c, users u
   WHERE b.id = NEW.brand_id AND c.id = NEW.category_id AND u.id = NEW.seller_id;
  body := coalesce(body, '');
  NEW.search_text := head || ' ' || body;
  NEW.search_vec :=
    setweight(to_tsvector('simple', head), 'A') || setweight(to_tsvector('indonesian', head), 'A')
    || setweight(to_tsvector('english', head), 'A')
    || setweight(to_tsvector('simple', body), 'B') || setweight(to_tsvector('indonesian', body), 'B')
    || setweight(to_tsvector('english', body), 'B')
    || setweight(to_tsvector('indonesian', descr), 'D') || setweight(to_tsvector('english', descr), 'D');
  RETURN NEW;
END $$;

CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF name, description, material, brand_id, category_id,
  seller_id ON products FOR EACH ROW EXECUTE FUNCTION products_search_fill();

-- New words enter the vocabulary once per statement (numbers and one- or two-letter words are left out).
CREATE FUNCTION search_terms_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.search_text))) w
   WHERE length(w) >= 3 AND w !~ '^[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_terms_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
CREATE TRIGGER products_search_terms_upd AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

-- A store's new name is searchable at once.
CREATE FUNCTION users_search_refill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET seller_id = seller_id WHERE seller_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_search_refill AFTER UPDATE OF username ON users FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION users_search_refill();

-- Existing products (fires products_search_fill and the vocabulary trigger).
UPDATE products SET name = name;

CREATE INDEX products_search_vec_idx ON products USING gin (search_vec) WHERE status = 'active';
