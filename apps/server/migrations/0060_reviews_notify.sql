-- Issue 12: server-rendered pages show review figures (a product's rating in its structured data and on the
-- cards of lists, a store's rating), and their HTML is cached until a database change affects it. Reviews
-- notify 'reviews_changed' with the products whose reviews changed, once per statement (transition tables,
-- as 0023 does for products), so the page cache drops the pages that show them. The API's own cache keeps
-- its documented behaviour (docs/decisions/010: ratings follow the next product change).
CREATE FUNCTION notify_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) x;
  END IF;
  IF coalesce(array_length(ids, 1), 0) > 500 THEN
    PERFORM pg_notify(rima_channel('reviews_changed'), '{"all":true}');
  ELSIF ids IS NOT NULL THEN
    PERFORM pg_notify(rima_channel('reviews_changed'), jsonb_build_object('ids', ids)::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_rows_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
CREATE TRIGGER reviews_rows_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
CREATE TRIGGER reviews_rows_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
