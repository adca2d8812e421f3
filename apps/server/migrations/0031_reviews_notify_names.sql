-- 0030's review triggers take names of their own, so 0060 (server-rendered pages: 'reviews_changed') can
-- create its triggers beside them: both notifications are sent, each to its own listeners.
ALTER TRIGGER reviews_rows_inserted ON reviews RENAME TO reviews_catalog_inserted;
ALTER TRIGGER reviews_rows_updated ON reviews RENAME TO reviews_catalog_updated;
ALTER TRIGGER reviews_rows_deleted ON reviews RENAME TO reviews_catalog_deleted;
