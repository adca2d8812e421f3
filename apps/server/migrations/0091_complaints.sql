-- Complaints and returns after delivery (modules/complaints owns these tables). A buyer opens a complaint on
-- items of a delivered order within its window; the seller answers with an offer, the buyer accepts it or
-- either side asks an operator; silence past `deadline` decides for the other side (the complaints job).
CREATE TABLE complaints (
  id              serial PRIMARY KEY,
  order_id        integer NOT NULL REFERENCES orders (id),
  buyer_id        integer NOT NULL REFERENCES users (id),
  seller_id       integer NOT NULL REFERENCES users (id),
  reason          text NOT NULL CHECK (reason IN ('damaged', 'wrong_item', 'missing_parts', 'not_as_described',
                                                  'not_received')),
  description     text NOT NULL,
  -- what the buyer asks back: the claimed items' value, at most what the order has left to refund
  claimed_amount  integer NOT NULL CHECK (claimed_amount > 0),
  status          text NOT NULL DEFAULT 'awaiting_seller'
                  CHECK (status IN ('awaiting_seller', 'awaiting_buyer', 'seller_rejected', 'escalated',
                                    'awaiting_return', 'return_shipped', 'closed')),
  -- the seller's offer while the buyer weighs it (and after, as the outcome's basis)
  offer_kind      text CHECK (offer_kind IN ('refund', 'parts', 'return')),
  offer_amount    integer CHECK (offer_amount >= 0),
  offer_note      text,
  return_tracking text,
  outcome         text CHECK (outcome IN ('refund', 'parts', 'return_refund', 'rejected', 'withdrawn')),
  refund_amount   integer NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  decided_by      text CHECK (decided_by IN ('buyer', 'seller', 'operator', 'deadline')),
  decision_reason text,
  -- bumped by every change: an answer names the version it saw, so nobody accepts an offer that changed
  version         integer NOT NULL DEFAULT 1,
  deadline        timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  closed_at       timestamptz,
  CHECK ((status = 'closed') = (outcome IS NOT NULL)),
  CHECK (status = 'closed' OR deadline IS NOT NULL)
);
CREATE INDEX complaints_order_idx ON complaints (order_id);
CREATE INDEX complaints_buyer_idx ON complaints (buyer_id, created_at DESC);
CREATE INDEX complaints_seller_idx ON complaints (seller_id, created_at DESC);
CREATE INDEX complaints_due_idx ON complaints (deadline) WHERE status <> 'closed';

-- An order item is complained about at most once (whatever runs at the same time).
CREATE TABLE complaint_items (
  complaint_id  integer NOT NULL REFERENCES complaints (id),
  order_item_id integer NOT NULL UNIQUE REFERENCES order_items (id),
  qty           integer NOT NULL CHECK (qty > 0),
  PRIMARY KEY (complaint_id, order_item_id)
);

CREATE TABLE complaint_photos (
  id           serial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id),
  image_key    text NOT NULL,
  position     integer NOT NULL
);
CREATE INDEX complaint_photos_complaint_idx ON complaint_photos (complaint_id, position);

-- The complaint's thread: both sides, the operator, and the system's record of every step.
CREATE TABLE complaint_messages (
  id           bigserial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id),
  author_id    integer REFERENCES users (id),
  author_role  text NOT NULL CHECK (author_role IN ('buyer', 'seller', 'operator', 'system')),
  action       text,
  text         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_messages_complaint_idx ON complaint_messages (complaint_id, id);

-- A complaint's refund: a second kind of refund, through the same job and provider, once per complaint.
ALTER TABLE refunds ADD COLUMN complaint_id integer REFERENCES complaints (id);
ALTER TABLE refunds DROP CONSTRAINT refunds_order_id_key;
CREATE UNIQUE INDEX refunds_cancel_once ON refunds (order_id) WHERE complaint_id IS NULL;
CREATE UNIQUE INDEX refunds_complaint_once ON refunds (complaint_id) WHERE complaint_id IS NOT NULL;
CREATE INDEX refunds_order_idx ON refunds (order_id);

-- The ledger posts a complaint's refund once per complaint.
ALTER TABLE ledger_transactions ADD COLUMN complaint_id integer REFERENCES complaints (id);
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('settlement', 'completion', 'refund', 'payout_request', 'payout_paid', 'payout_rejected',
                  'complaint_refund'));
CREATE UNIQUE INDEX ledger_transactions_complaint_once ON ledger_transactions (complaint_id)
  WHERE kind = 'complaint_refund';
