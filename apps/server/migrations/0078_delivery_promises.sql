-- Delivery promises (docs/decisions/045-delivery-promises.md). A store may close on dates that are
-- working weekdays (Lebaran, Nyepi); an order keeps the day its store promised to ship by and the moment it
-- shipped, so lateness and the store's on-time rate are read from the order itself.
ALTER TABLE store_shipping ADD COLUMN holidays date[] NOT NULL DEFAULT '{}';
ALTER TABLE orders ADD COLUMN ship_by date;
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;
-- Orders shipped before this migration: their ship time is their last change's, as near as can be told.
UPDATE orders SET shipped_at = updated_at WHERE status IN ('shipped', 'delivered', 'completed') AND shipped_at IS NULL;
CREATE INDEX orders_seller_ship_by_idx ON orders (seller_id, ship_by) WHERE ship_by IS NOT NULL;
