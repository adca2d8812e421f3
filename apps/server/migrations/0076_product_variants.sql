-- Product variants (docs/decisions/038). A product is sold as one or more variants; one without options is
-- a single default variant with options '{}'. The products row keeps mirroring what old clients and the
-- catalogue read: price = the first live variant's (lowest position), stock = the live variants' sum,
-- sold = every variant's sum. The triggers below keep the mirror in the statement that writes a variant.
CREATE TABLE product_variants (
  id          serial PRIMARY KEY,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  options     jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(options) = 'object'),
  -- the option names in the seller's order (a jsonb object keeps its keys in its own order)
  option_names text[] NOT NULL DEFAULT '{}',
  sku         text CHECK (char_length(sku) BETWEEN 1 AND 60),
  price       integer NOT NULL CHECK (price > 0),
  stock       integer NOT NULL CHECK (stock >= 0),
  sold        integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  width_cm    real,
  depth_cm    real,
  height_cm   real,
  weight_kg   real,
  -- ids of the product's photos this variant shows, in order (empty: all of them)
  photo_ids   integer[] NOT NULL DEFAULT '{}',
  position    integer NOT NULL DEFAULT 0,
  archived_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_variants_options_key ON product_variants (product_id, options) WHERE archived_at IS NULL;
CREATE UNIQUE INDEX product_variants_sku_key ON product_variants (product_id, sku)
  WHERE archived_at IS NULL AND sku IS NOT NULL;
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position, id);

-- Every existing product becomes its own default variant.
INSERT INTO product_variants (product_id, price, stock, sold, width_cm, depth_cm, height_cm, weight_kg)
SELECT id, price, stock, sold, width_cm, depth_cm, height_cm, weight_kg FROM products ORDER BY id;

-- Variants → product: the mirror, recomputed for the products a statement touched, in one UPDATE (checkout's
-- stock take is one statement; the product rows are already locked by whoever writes their variants).
-- Skipped when a products trigger below is the writer: the product row then already holds the values.
CREATE FUNCTION product_variants_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) x;
  END IF;
  UPDATE products p
     SET stock = s.stock, sold = s.sold, price = coalesce(s.price, p.price)
    FROM (SELECT v.product_id,
                 coalesce(sum(v.stock) FILTER (WHERE v.archived_at IS NULL), 0)::int AS stock,
                 coalesce(sum(v.sold), 0)::int AS sold,
                 (array_agg(v.price ORDER BY v.position, v.id) FILTER (WHERE v.archived_at IS NULL))[1] AS price
            FROM product_variants v
           WHERE v.product_id = ANY(ids)
           GROUP BY v.product_id) s
   WHERE p.id = s.product_id
     AND (p.stock, p.sold, p.price) IS DISTINCT FROM (s.stock, s.sold, coalesce(s.price, p.price));
  RETURN NULL;
END
$$;
CREATE TRIGGER product_variants_mirror_ins AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_mirror();
CREATE TRIGGER product_variants_mirror_upd AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_mirror();
CREATE TRIGGER product_variants_mirror_del AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_mirror();

-- Product → variants, for writers that know only the product row (old clients' price and stock edits, the
-- seeds, fixtures): a new product gets its default variant; a direct change of price, stock or sold goes to
-- the first live variant (price as is, stock and sold as the difference).
CREATE FUNCTION products_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_variants (product_id, price, stock, sold, width_cm, depth_cm, height_cm, weight_kg)
  SELECT id, price, stock, sold, width_cm, depth_cm, height_cm, weight_kg FROM new_rows ORDER BY id;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_default_variant AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_default_variant();

CREATE FUNCTION products_to_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE product_variants v
     SET price = NEW.price,
         stock = v.stock + (NEW.stock - OLD.stock),
         sold = GREATEST(v.sold + (NEW.sold - OLD.sold), 0)
   WHERE v.id = (SELECT id FROM product_variants
                  WHERE product_id = NEW.id AND archived_at IS NULL ORDER BY position, id LIMIT 1);
  RETURN NULL;
END
$$;
CREATE TRIGGER products_to_variant AFTER UPDATE OF price, stock, sold ON products FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.stock IS DISTINCT FROM NEW.stock
        OR OLD.sold IS DISTINCT FROM NEW.sold)
  EXECUTE FUNCTION products_to_variant();

-- Variant changes (options, SKU, photos) show on their product's detail: announced like photos.
CREATE TRIGGER product_variants_rows_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER product_variants_rows_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER product_variants_rows_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();

-- Cart lines are per variant: one line per (buyer, variant). A line written without a variant (an old
-- writer) is the product's first live variant.
ALTER TABLE cart_items ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE;
UPDATE cart_items ci SET variant_id = v.id
  FROM product_variants v WHERE v.product_id = ci.product_id AND v.options = '{}';
ALTER TABLE cart_items DROP CONSTRAINT cart_items_user_id_product_id_key;
CREATE UNIQUE INDEX cart_items_user_variant_key ON cart_items (user_id, variant_id);
CREATE INDEX cart_items_variant_idx ON cart_items (variant_id);

CREATE FUNCTION cart_items_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.variant_id IS NULL THEN
    NEW.variant_id := (SELECT id FROM product_variants
                        WHERE product_id = NEW.product_id AND archived_at IS NULL ORDER BY position, id LIMIT 1);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER cart_items_default_variant BEFORE INSERT ON cart_items FOR EACH ROW
  WHEN (NEW.variant_id IS NULL) EXECUTE FUNCTION cart_items_default_variant();

-- Order lines keep what was bought: the variant (null for orders placed before variants, or when it is gone)
-- and its options and SKU as they were.
ALTER TABLE order_items
  ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
  ADD COLUMN variant_options jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN sku text;
CREATE INDEX order_items_variant_idx ON order_items (variant_id) WHERE variant_id IS NOT NULL;
-- Past lines name their product's (then only) variant, so a later cancellation restocks it.
UPDATE order_items oi SET variant_id = v.id FROM product_variants v WHERE v.product_id = oi.product_id;
