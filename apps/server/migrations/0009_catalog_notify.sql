-- Every write that can change what the catalogue shows (products, their photos, store names) notifies
-- 'catalog_changed' when it commits. The in-process response cache listens and drops its entries
-- (see src/http/response-cache.ts): exact for this process, milliseconds for other processes.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER product_photos_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON product_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER users_catalog_changed AFTER UPDATE OF username, image_key, store_desc ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
