-- NOTIFY reaches every connection of a database, whatever its schema. The tests give each file its own schema
-- of one PostgreSQL database, so one file's product writes emptied the response caches of the others (flaky
-- cache tests under parallel files). Every channel name now goes through rima_channel(): the prefix set on a
-- connection as `rima.channel_prefix` (src/db/client.ts sets it to '<schema>__' for a Db with its own schema;
-- the shop itself has none, so its channels keep their plain names).
CREATE FUNCTION rima_channel(base text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('rima.channel_prefix', true), '') || base
$$;

CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_changed'), TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_catalog_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_counts_changed'), TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('session_ended'), OLD.token_hash);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION notify_catalog_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM pg_notify(rima_channel('catalog_changed'), '{"all":true}');
  ELSE
    PERFORM pg_notify(rima_channel('catalog_changed'), jsonb_build_object(
      't', TG_TABLE_NAME, 'op', TG_OP, 'ids', coalesce(ids, '{}'), 'cols', coalesce(cols, '{}'))::text);
  END IF;
  RETURN NULL;
END
$$;
