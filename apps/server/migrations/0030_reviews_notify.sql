-- A review changes its product's rating and review count, which lists and the catalogue's read model show
-- (docs/decisions/016): reviews announce the product ids they touch on 'catalog_changed' as photos do
-- (0023/0028's function sends {"t":"reviews","op":…,"ids":[product ids],"cols":[]}).
CREATE TRIGGER reviews_rows_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER reviews_rows_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
CREATE TRIGGER reviews_rows_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
