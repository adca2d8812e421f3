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

-- The dashboard reads a store's orders by creation time: the range scan carries what it sums.
CREATE INDEX orders_seller_created_idx ON orders (seller_id, created_at) INCLUDE (status, subtotal);
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
