-- A checkout takes stock and a seller's price edit moves a price: each UPDATE of products announces the
-- columns it changed, and a list that shows facet counts reads both, so every sale emptied every cached list
-- with counts. A count only changes when a product's value moves to another of its facet's groups (in stock
-- or not, another price range), which only the values tell: an UPDATE of a few products that changes the
-- price or the stock now also announces each one's old and new value (`vals`), and the shop decides
-- (http/catalog-change.ts; the groups are the attribute registry's, docs/decisions/065).
CREATE OR REPLACE FUNCTION notify_catalog_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  cols text[];
  vals jsonb := '{}';
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
    -- a NOTIFY payload is at most 8000 bytes: the values of up to 100 products
    IF cols && ARRAY['price', 'stock'] AND coalesce(array_length(ids, 1), 0) <= 100 THEN
      SELECT jsonb_build_object(
               'price', jsonb_agg(jsonb_build_array(o.price, n.price)),
               'stock', jsonb_agg(jsonb_build_array(o.stock, n.stock)))
        INTO vals
        FROM new_rows n JOIN old_rows o ON o.id = n.id;
    END IF;
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) x;
  END IF;
  IF coalesce(array_length(ids, 1), 0) > 500 THEN
    PERFORM pg_notify(rima_channel('catalog_changed'), '{"all":true}');
  ELSE
    PERFORM pg_notify(rima_channel('catalog_changed'), jsonb_build_object(
      't', TG_TABLE_NAME, 'op', TG_OP, 'ids', coalesce(ids, '{}'), 'cols', coalesce(cols, '{}'),
      'vals', vals)::text);
  END IF;
  RETURN NULL;
END
$$;
