-- Product counts (list totals, filter sidebar counts) depend only on which products are active and on the
-- columns the filters read; stock and sold changes (every checkout) leave them alone. This narrower channel
-- lets the catalogue keep its counts cached across checkouts (see catalog.service.ts).
CREATE FUNCTION notify_catalog_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_counts_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_counts_changed
  AFTER INSERT OR DELETE OR UPDATE OF status, name, price, category_id, brand_id, size_id, color_id, seller_id
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_counts_changed();
