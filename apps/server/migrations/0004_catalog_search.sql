-- Catalogue: the one list order 0001 has no index for ('popular' = best-selling first), and name lookups
-- for the whole-name, case-insensitive filters (brand/size/category by name, colour by hex).
CREATE INDEX products_popular_idx ON products (sold DESC, id DESC) WHERE status = 'active';
CREATE UNIQUE INDEX brands_lower_name_key ON brands (lower(name));
CREATE UNIQUE INDEX sizes_lower_name_key ON sizes (lower(name));
CREATE UNIQUE INDEX categories_lower_name_key ON categories (lower(name));
CREATE UNIQUE INDEX colors_upper_hex_key ON colors (upper(hex));
-- Related products and photo lookups: (product_id, position) is already unique in 0001.
