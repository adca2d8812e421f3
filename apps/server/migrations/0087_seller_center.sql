-- The seller center (docs/decisions/051-sellerhome-seller-center.md).

-- Shop-floor counters, owned by seller-stats: one row per product per WIB day, upserted in batches by the
-- recorder (never one write per page view). No user, IP or session is kept.
CREATE TABLE product_daily_stats (
  seller_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  views      integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  carts      integer NOT NULL DEFAULT 0 CHECK (carts >= 0),
  PRIMARY KEY (seller_id, day, product_id)
);
-- A store's visitors of a day: distinct keyed hashes of (store, address, browser) under that day's salt. The
-- salt is thrown away when the day is over, so a hash cannot be recomputed or linked to another day's.
CREATE TABLE store_daily_visitors (
  seller_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day       date NOT NULL,
  visitor   text NOT NULL CHECK (char_length(visitor) = 16),
  PRIMARY KEY (seller_id, day, visitor)
);
CREATE TABLE stats_salts (
  day  date PRIMARY KEY,
  salt text NOT NULL
);

-- Orders waiting for the seller, counted without touching the store's delivered history.
CREATE INDEX orders_seller_open_idx ON orders (seller_id, status)
  WHERE status IN ('awaiting_payment', 'paid', 'processing');

-- Store profile (shipping owns store_shipping): opening hours, and a holiday: the store is closed from one day
-- to another; its products stay listed, its calendar skips those days.
ALTER TABLE store_shipping
  ADD COLUMN opens_at text CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN closes_at text CHECK (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN holiday_from date,
  ADD COLUMN holiday_until date,
  ADD COLUMN holiday_note text CHECK (char_length(holiday_note) <= 200),
  ADD CONSTRAINT store_shipping_holiday_range CHECK (
    (holiday_from IS NULL) = (holiday_until IS NULL) AND (holiday_until IS NULL OR holiday_until >= holiday_from)),
  ADD CONSTRAINT store_shipping_hours_order CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at);

-- A store's city, hours and holiday show on its cached pages: a change reads the stores again, as a new name does.
CREATE FUNCTION notify_store_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_changed'), 'users');
  RETURN NULL;
END
$$;
CREATE TRIGGER store_shipping_profile_changed
  AFTER UPDATE OF regency_code, opens_at, closes_at, holiday_from, holiday_until, holiday_note ON store_shipping
  FOR EACH STATEMENT EXECUTE FUNCTION notify_store_profile_changed();

-- Chat quick replies (chat owns): a seller's saved answers, inserted into the chat box with one tap.
CREATE TABLE chat_quick_replies (
  id         serial PRIMARY KEY,
  seller_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text       text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_quick_replies_seller_idx ON chat_quick_replies (seller_id, id);

-- Daily sales rollups (seller-stats reads them; these triggers are their only writers): a store's sold orders
-- per WIB day of their creation, and per product. An order counts while its status is a sale (paid and
-- after, not cancelled); a change in or out of a sale adds or takes back its figures, in the same transaction.
CREATE TABLE seller_daily_sales (
  seller_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day       date NOT NULL,
  orders    integer NOT NULL DEFAULT 0,
  revenue   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, day)
);
CREATE TABLE seller_daily_product_sales (
  seller_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  -- 0: a product since deleted (its order lines keep their name)
  product_id integer NOT NULL,
  name       text NOT NULL,
  units      integer NOT NULL DEFAULT 0,
  revenue    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, day, product_id)
);

CREATE FUNCTION is_sale(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  $$ SELECT status IN ('paid', 'processing', 'shipped', 'delivered', 'completed') $$;
CREATE FUNCTION wib_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((at AT TIME ZONE 'UTC') + interval '7 hours')::date $$;

CREATE FUNCTION seller_sales_add_order(o orders, sign integer, with_items boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_daily_sales (seller_id, day, orders, revenue)
  VALUES (o.seller_id, wib_day(o.created_at), sign, sign * o.subtotal)
  ON CONFLICT (seller_id, day) DO UPDATE
    SET orders = seller_daily_sales.orders + EXCLUDED.orders, revenue = seller_daily_sales.revenue + EXCLUDED.revenue;
  IF with_items THEN
    INSERT INTO seller_daily_product_sales (seller_id, day, product_id, name, units, revenue)
    SELECT o.seller_id, wib_day(o.created_at), coalesce(i.product_id, 0), max(i.name), sign * sum(i.qty),
           sign * sum(i.price::bigint * i.qty)
      FROM order_items i WHERE i.order_id = o.id GROUP BY coalesce(i.product_id, 0)
    ON CONFLICT (seller_id, day, product_id) DO UPDATE
      SET units = seller_daily_product_sales.units + EXCLUDED.units,
          revenue = seller_daily_product_sales.revenue + EXCLUDED.revenue, name = EXCLUDED.name;
  END IF;
END
$$;

CREATE FUNCTION seller_sales_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF is_sale(NEW.status) THEN PERFORM seller_sales_add_order(NEW, 1, true); END IF;
  ELSIF is_sale(OLD.status) AND NOT is_sale(NEW.status) THEN
    PERFORM seller_sales_add_order(OLD, -1, true);
  ELSIF NOT is_sale(OLD.status) AND is_sale(NEW.status) THEN
    PERFORM seller_sales_add_order(NEW, 1, true);
  ELSIF is_sale(NEW.status) AND NEW.subtotal <> OLD.subtotal THEN
    PERFORM seller_sales_add_order(OLD, -1, false);
    PERFORM seller_sales_add_order(NEW, 1, false);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_seller_sales AFTER INSERT OR UPDATE OF status, subtotal ON orders
  FOR EACH ROW EXECUTE FUNCTION seller_sales_on_order();

-- Lines written after their order (an order made as already sold: the demo shop, imports).
CREATE FUNCTION seller_sales_on_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF is_sale(o.status) THEN
    INSERT INTO seller_daily_product_sales (seller_id, day, product_id, name, units, revenue)
    VALUES (o.seller_id, wib_day(o.created_at), coalesce(NEW.product_id, 0), NEW.name, NEW.qty,
            NEW.price::bigint * NEW.qty)
    ON CONFLICT (seller_id, day, product_id) DO UPDATE
      SET units = seller_daily_product_sales.units + EXCLUDED.units,
          revenue = seller_daily_product_sales.revenue + EXCLUDED.revenue;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_items_seller_sales AFTER INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION seller_sales_on_item();

-- The orders placed before this migration.
INSERT INTO seller_daily_sales (seller_id, day, orders, revenue)
SELECT seller_id, wib_day(created_at), count(*), sum(subtotal) FROM orders WHERE is_sale(status) GROUP BY 1, 2;
INSERT INTO seller_daily_product_sales (seller_id, day, product_id, name, units, revenue)
SELECT o.seller_id, wib_day(o.created_at), coalesce(i.product_id, 0), max(i.name), sum(i.qty), sum(i.price::bigint * i.qty)
  FROM orders o JOIN order_items i ON i.order_id = o.id WHERE is_sale(o.status) GROUP BY 1, 2, 3;
