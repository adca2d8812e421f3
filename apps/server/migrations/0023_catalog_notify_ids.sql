-- Precise catalogue invalidation (docs/decisions/010). The statement triggers of 0009/0010 said only "products
-- changed", so every checkout emptied every process's whole response cache and count cache. These triggers
-- say which products a statement touched and which columns really changed, as JSON on 'catalog_changed':
--   {"t":"products","op":"UPDATE","ids":[12,40],"cols":["sold","stock"]}
-- (src/http/catalog-change.ts reads it). A statement touching more than 500 products sends {"all":true}
-- instead (a NOTIFY payload is limited to 8000 bytes). Transition tables keep it one NOTIFY per statement.
-- Store-name changes on users keep 0009's plain statement trigger (read as "everything").
DROP TRIGGER products_catalog_changed ON products;
DROP TRIGGER product_photos_catalog_changed ON product_photos;
DROP TRIGGER products_counts_changed ON products;

CREATE FUNCTION notify_catalog_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  cols text[];
  key text := CASE WHEN TG_TABLE_NAME = 'products' THEN 'id' ELSE 'product_id' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (to_jsonb(n) ->> key)::int) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (to_jsonb(o) ->> key)::int) INTO ids FROM old_rows o;
  ELSIF TG_TABLE_NAME = 'products' THEN
    SELECT array_agg(DISTINCT n.id), array_agg(DISTINCT e.key) INTO ids, cols
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL jsonb_each(to_jsonb(n)) e
     WHERE e.value IS DISTINCT FROM (to_jsonb(o) -> e.key);
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) x;
  END IF;
  IF coalesce(array_length(ids, 1), 0) > 500 THEN
    PERFORM pg_notify('catalog_changed', '{"all":true}');
  ELSE
    PERFORM pg_notify('catalog_changed', jsonb_build_object(
      't', TG_TABLE_NAME, 'op', TG_OP, 'ids', coalesce(ids, '{}'), 'cols', coalesce(cols, '{}'))::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_rows_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER products_rows_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER products_rows_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER product_photos_rows_inserted AFTER INSERT ON product_photos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER product_photos_rows_updated AFTER UPDATE ON product_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER product_photos_rows_deleted AFTER DELETE ON product_photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
