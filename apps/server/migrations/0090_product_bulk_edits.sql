-- A seller may hide a listing and show it again ('hidden': out of the catalogue like every status but
-- 'active'); a bulk edit keeps what it overwrote for a short undo (docs/decisions/052-bulk-listing.md).
ALTER TABLE products DROP CONSTRAINT products_status_check;
ALTER TABLE products ADD CONSTRAINT products_status_check
  CHECK (status IN ('active', 'archived', 'suspended', 'taken_down', 'hidden'));

CREATE TABLE product_bulk_edits (
  id         serial PRIMARY KEY,
  seller_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- [{product_id, status_before, status_after, variants: [{id, price_before, price_after, stock_before, stock_after}]}]
  snapshot   jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at  timestamptz
);
CREATE INDEX product_bulk_edits_seller_idx ON product_bulk_edits (seller_id, id DESC);
