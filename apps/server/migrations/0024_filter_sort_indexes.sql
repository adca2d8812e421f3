-- Every filter × sort the shop offers has an index that returns a page in order (checked with
-- EXPLAIN on the 100k bench database). 0001/0004 cover latest/oldest per filter, 0011 cheap/expensive per
-- filter; "popular" per filter was a scan of the whole popular index, keeping only the filter's rows.
-- Brand × category, the commonest pair of filters, gets its own newest-first index.
CREATE INDEX products_brand_popular_idx ON products (brand_id, sold DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_category_popular_idx ON products (category_id, sold DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_size_popular_idx ON products (size_id, sold DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_color_popular_idx ON products (color_id, sold DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_brand_category_idx ON products (brand_id, category_id, created_at DESC, id DESC)
  WHERE status = 'active';
