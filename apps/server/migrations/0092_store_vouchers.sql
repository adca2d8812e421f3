-- Store vouchers (docs/decisions/054): funded by the store that runs them, claimed by shoppers, at most one per
-- store's order. Owned by modules/vouchers; the orders keep which voucher they used and what it took off.
CREATE TABLE store_vouchers (
  id              serial PRIMARY KEY,
  seller_id       integer NOT NULL REFERENCES users(id),
  code            text NOT NULL CHECK (code ~ '^[A-Z0-9]{3,20}$'),
  kind            text NOT NULL CHECK (kind IN ('fixed', 'percent', 'free_shipping')),
  value           integer NOT NULL CHECK (value > 0),
  max_discount    integer CHECK (max_discount IS NULL OR max_discount > 0),
  min_spend       integer NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  quota           integer NOT NULL CHECK (quota > 0),
  per_buyer_limit integer NOT NULL DEFAULT 1 CHECK (per_buyer_limit > 0),
  -- empty: every product of the store
  product_ids     integer[] NOT NULL DEFAULT '{}',
  -- the quota is the database's rule too: a use past it cannot be written, whatever runs at once
  used_count      integer NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= quota),
  ended_at        timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (kind <> 'percent' OR (value <= 100 AND max_discount IS NOT NULL))
);
CREATE UNIQUE INDEX store_vouchers_code_key ON store_vouchers (seller_id, code);
CREATE INDEX store_vouchers_live_idx ON store_vouchers (seller_id, ends_at) WHERE ended_at IS NULL;

-- A shopper's claimed copy and how many times they used it (the per-buyer limit).
CREATE TABLE voucher_claims (
  voucher_id  integer NOT NULL REFERENCES store_vouchers(id),
  user_id     integer NOT NULL REFERENCES users(id),
  used_count  integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  claimed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (voucher_id, user_id)
);
CREATE INDEX voucher_claims_user_idx ON voucher_claims (user_id);

ALTER TABLE orders
  ADD COLUMN voucher_id       integer REFERENCES store_vouchers(id),
  ADD COLUMN voucher_code     text,
  ADD COLUMN voucher_discount integer NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0);
CREATE INDEX orders_voucher_idx ON orders (voucher_id) WHERE voucher_id IS NOT NULL;
