-- A store's city (its shipping origin's regency) is what the list's `city` filter and facet read. A change
-- of it says so on 'catalog_changed' as a store's new name does (0009, payload 'users'): the read model reads
-- the stores again and the cached answers are dropped (store moves are rare; a list filtered by city, its
-- facet counts and the pages showing them must not keep the old city).
CREATE FUNCTION notify_store_city_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_changed'), 'users');
  RETURN NULL;
END
$$;

CREATE TRIGGER store_shipping_city_added AFTER INSERT ON store_shipping FOR EACH ROW
  WHEN (NEW.regency_code IS NOT NULL) EXECUTE FUNCTION notify_store_city_changed();
CREATE TRIGGER store_shipping_city_changed AFTER UPDATE OF regency_code ON store_shipping FOR EACH ROW
  WHEN (OLD.regency_code IS DISTINCT FROM NEW.regency_code) EXECUTE FUNCTION notify_store_city_changed();
CREATE TRIGGER store_shipping_city_removed AFTER DELETE ON store_shipping FOR EACH ROW
  WHEN (OLD.regency_code IS NOT NULL) EXECUTE FUNCTION notify_store_city_changed();
