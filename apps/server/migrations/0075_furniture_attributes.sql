-- Furniture attributes (docs/decisions/037): a free-text brand with its facet key, material and style as
-- codes of packages/shared/src/catalog.ts, finish, seats, assembly, warranty and an English name and
-- description. The legacy brand and size become optional.
ALTER TABLE products
  ADD COLUMN brand text CHECK (char_length(brand) BETWEEN 1 AND 60),
  -- the same as brandKey() in packages/shared/src/catalog.ts
  ADD COLUMN brand_key text GENERATED ALWAYS AS (
    nullif(btrim(regexp_replace(lower(brand), '[^[:alnum:]]+', ' ', 'g')), '')) STORED,
  ADD COLUMN style text CHECK (style IN ('minimalis', 'skandinavia', 'industrial', 'klasik-ukir', 'rustic', 'modern')),
  ADD COLUMN finish text CHECK (char_length(finish) BETWEEN 1 AND 60),
  ADD COLUMN seats smallint CHECK (seats BETWEEN 1 AND 20),
  ADD COLUMN assembly_required boolean,
  ADD COLUMN warranty_months smallint CHECK (warranty_months BETWEEN 0 AND 120),
  ADD COLUMN name_en text,
  ADD COLUMN description_en text;
ALTER TABLE products ALTER COLUMN brand_id DROP NOT NULL, ALTER COLUMN size_id DROP NOT NULL;

-- The material list with both languages' labels (packages/shared/src/catalog.ts MATERIALS).
CREATE TABLE materials (code text PRIMARY KEY, name_id text NOT NULL, name_en text NOT NULL);
INSERT INTO materials (code, name_id, name_en) VALUES
  ('jati', 'Jati', 'Teak'), ('mahoni', 'Mahoni', 'Mahogany'), ('trembesi', 'Trembesi', 'Suar (rain tree)'),
  ('pinus', 'Pinus', 'Pine'), ('rotan', 'Rotan', 'Rattan'), ('bambu', 'Bambu', 'Bamboo'),
  ('mdf-hpl', 'MDF/HPL', 'MDF/HPL'), ('besi', 'Besi', 'Iron'), ('aluminium', 'Aluminium', 'Aluminium'),
  ('kaca', 'Kaca', 'Glass'), ('kain', 'Kain', 'Fabric'), ('beludru', 'Beludru', 'Velvet'),
  ('kulit', 'Kulit', 'Leather'), ('lainnya', 'Lainnya', 'Other');

-- Today's free-text materials become codes: a label of either language (any case), else "other".
UPDATE products p
   SET material = coalesce(
         (SELECT m.code FROM materials m
           WHERE lower(btrim(p.material)) IN (m.code, lower(m.name_id), lower(m.name_en))),
         'lainnya')
 WHERE p.material IS NOT NULL AND p.material NOT IN (SELECT code FROM materials);

-- The colour palette; the legacy colours 1–6 stay (old clients send them) and name the palette colour
-- they now stand for (packages/shared/src/catalog.ts LEGACY_COLOR_MAP).
ALTER TABLE colors
  ADD COLUMN code text UNIQUE,
  ADD COLUMN name_id text,
  ADD COLUMN replaced_by integer REFERENCES colors (id);
INSERT INTO colors (id, hex, name, code, name_id) VALUES
  (101, '#C8A878', 'Natural', 'natural', 'Natural'),
  (102, '#5C4033', 'Walnut', 'walnut', 'Walnut'),
  (103, '#7B4B2A', 'Brown', 'coklat', 'Coklat'),
  (104, '#F5F5F0', 'White', 'putih', 'Putih'),
  (105, '#222222', 'Black', 'hitam', 'Hitam'),
  (106, '#8A8A8A', 'Grey', 'abu-abu', 'Abu-abu'),
  (107, '#E8DCC4', 'Cream', 'krem', 'Krem'),
  (108, '#9CAF88', 'Sage Green', 'hijau-sage', 'Hijau Sage'),
  (109, '#1F3A5F', 'Navy Blue', 'biru-navy', 'Biru Navy'),
  (110, '#C0643B', 'Terracotta', 'terakota', 'Terakota'),
  (111, '#D4A017', 'Mustard', 'kuning-mustard', 'Kuning Mustard');
UPDATE colors SET replaced_by = CASE id WHEN 1 THEN 111 WHEN 2 THEN 109 WHEN 3 THEN 106 WHEN 4 THEN 109
  WHEN 5 THEN 108 WHEN 6 THEN 111 END
 WHERE id BETWEEN 1 AND 6;
UPDATE products p SET color_id = c.replaced_by FROM colors c WHERE c.id = p.color_id AND c.replaced_by IS NOT NULL;

-- Search reads the brand (free text, else the legacy brand's name), the material and style in both
-- languages and the English name (weight A) and description (D); the legacy brand may be absent.
CREATE OR REPLACE FUNCTION products_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head text := public.unaccent('public.unaccent'::regdictionary, lower(concat_ws(' ', NEW.name, NEW.name_en)));
  body text;
  descr text := public.unaccent('public.unaccent'::regdictionary,
                  lower(concat_ws(' ', NEW.description, NEW.description_en)));
BEGIN
  SELECT public.unaccent('public.unaccent'::regdictionary, lower(concat_ws(' ',
           coalesce(m.name_id || ' ' || m.name_en, NEW.material), coalesce(NEW.brand, b.name),
           replace(NEW.style, '-', ' '), c.name, c.name_id, u.username)))
    INTO body
    FROM categories c
    JOIN users u ON u.id = NEW.seller_id
    LEFT JOIN brands b ON b.id = NEW.brand_id
    LEFT JOIN materials m ON m.code = NEW.material
   WHERE c.id = NEW.category_id;
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

DROP TRIGGER products_search_fill ON products;
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF name, description, material, brand_id, category_id,
  seller_id, brand, style, name_en, description_en ON products FOR EACH ROW EXECUTE FUNCTION products_search_fill();
