-- Buying: carts, coupons, payments, one order per seller, timeline, idempotent checkout.
-- Money is integer rupiah. Stock never goes below 0: products.stock has CHECK (stock >= 0) and checkout
-- decrements with a conditional UPDATE.

CREATE TABLE coupons (
  id             serial PRIMARY KEY,
  code           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value          integer NOT NULL CHECK (value > 0),
  -- cap for percent coupons (NULL = no cap)
  max_discount   integer CHECK (max_discount > 0),
  min_spend      integer NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  -- NULL = unlimited
  usage_limit    integer CHECK (usage_limit > 0),
  per_user_limit integer CHECK (per_user_limit > 0),
  used_count     integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (usage_limit IS NULL OR used_count <= usage_limit),
  CHECK (ends_at > starts_at)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (upper(code));

CREATE TABLE carts (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  coupon_id  integer REFERENCES coupons (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES carts (user_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty        integer NOT NULL CHECK (qty > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

CREATE TABLE payments (
  id          serial PRIMARY KEY,
  buyer_id    integer NOT NULL REFERENCES users (id),
  method      text NOT NULL CHECK (method IN ('visa', 'mandiri', 'bca')),
  provider    text NOT NULL,
  amount      integer NOT NULL CHECK (amount >= 0),
  va_number   text,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired', 'cancelled')),
  expires_at  timestamptz NOT NULL,
  paid_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_buyer_idx ON payments (buyer_id, created_at DESC);
-- the expiry job's scan
CREATE INDEX payments_pending_idx ON payments (expires_at) WHERE status = 'pending';

CREATE TABLE orders (
  id              serial PRIMARY KEY,
  payment_id      integer NOT NULL REFERENCES payments (id),
  buyer_id        integer NOT NULL REFERENCES users (id),
  seller_id       integer NOT NULL REFERENCES users (id),
  status          text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'processing', 'shipped', 'delivered',
                                                  'completed', 'cancelled')),
  subtotal        integer NOT NULL CHECK (subtotal >= 0),
  discount        integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  shipping        integer NOT NULL DEFAULT 0 CHECK (shipping >= 0),
  total           integer NOT NULL CHECK (total >= 0),
  shipping_method text NOT NULL CHECK (shipping_method IN ('flat', 'free', 'pickup')),
  coupon_code     text,
  -- recipient and billing, copied at checkout (email = the buyer's account e-mail)
  name            text NOT NULL,
  address         text NOT NULL,
  phone_code      text NOT NULL,
  phone           text NOT NULL,
  email           text NOT NULL,
  tracking_number text,
  cancel_reason   text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  CHECK (total = subtotal - discount + shipping),
  CHECK (status NOT IN ('shipped', 'delivered') OR tracking_number IS NOT NULL)
);
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC, id DESC);
CREATE INDEX orders_seller_idx ON orders (seller_id, created_at DESC, id DESC);
CREATE INDEX orders_payment_idx ON orders (payment_id);
-- the auto-complete job's scan
CREATE INDEX orders_delivered_idx ON orders (delivered_at) WHERE status = 'delivered';

CREATE TABLE order_items (
  id         serial PRIMARY KEY,
  order_id   integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- kept when the product is deleted later: name and price are snapshots
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  name       text NOT NULL,
  price      integer NOT NULL CHECK (price >= 0),
  qty        integer NOT NULL CHECK (qty > 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_product_idx ON order_items (product_id);

-- The tracking timeline: every transition with time, actor and note.
CREATE TABLE order_events (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  actor_id    integer REFERENCES users (id) ON DELETE SET NULL,
  actor_role  text NOT NULL CHECK (actor_role IN ('buyer', 'seller', 'system')),
  note        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

CREATE TABLE coupon_redemptions (
  id         serial PRIMARY KEY,
  coupon_id  integer NOT NULL REFERENCES coupons (id),
  user_id    integer NOT NULL REFERENCES users (id),
  payment_id integer NOT NULL REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, payment_id)
);
CREATE INDEX coupon_redemptions_user_idx ON coupon_redemptions (coupon_id, user_id);

-- Checkout idempotency: the row is written in the checkout's own transaction, so a concurrent replay waits
-- on the primary key and then reads the stored answer.
CREATE TABLE idempotency_keys (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Demo coupons (README "Demo coupons"): wide validity so the demo keeps working.
INSERT INTO coupons (code, kind, value, max_discount, min_spend, starts_at, ends_at, usage_limit, per_user_limit) VALUES
  ('HEMAT10',   'percent', 10,     200000, 500000, '2024-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, NULL),
  ('DISKON50K', 'fixed',   50000,  NULL,   300000, '2024-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, 3),
  ('RIMABARU',  'fixed',   100000, NULL,   0,      '2024-01-01T00:00:00Z', '2099-12-31T23:59:59Z', NULL, 1),
  ('SEKALI',    'percent', 20,     NULL,   0,      '2024-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 1,    1),
  ('KADALUARSA','percent', 50,     NULL,   0,      '2020-01-01T00:00:00Z', '2020-12-31T23:59:59Z', NULL, NULL);
