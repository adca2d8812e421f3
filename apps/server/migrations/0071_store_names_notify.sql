-- The search box suggests stores by name from the catalogue's read model (docs/decisions/019), which must know
-- every store: a new store (a seller's account) and a changed role say so on 'catalog_changed', as a store's
-- new name already does (0009). The payload names no product, so no cached answer is dropped for it
-- (src/http/catalog-change.ts); the read model reads the stores' names again.
CREATE FUNCTION notify_stores_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_changed'), '{"t":"stores"}');
  RETURN NULL;
END
$$;

CREATE TRIGGER users_store_added AFTER INSERT ON users FOR EACH ROW WHEN (NEW.role = 'seller')
  EXECUTE FUNCTION notify_stores_changed();
CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION notify_stores_changed();
