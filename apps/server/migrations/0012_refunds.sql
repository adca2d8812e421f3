-- Refunds: a paid order that is cancelled (by the buyer before processing, by the seller before shipping)
-- gives its total back to the buyer's payment method. One refund per order (UNIQUE), inserted in the same
-- transaction as the cancellation; the refund job hands pending ones to the payment provider, with the refund
-- id as the provider's idempotency key, and records the outcome.
CREATE TABLE refunds (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL UNIQUE REFERENCES orders (id),
  payment_id  integer NOT NULL REFERENCES payments (id),
  amount      integer NOT NULL CHECK (amount > 0),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- the provider's reference once it has accepted the refund
  reference   text,
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  -- a refused attempt is retried from this time on (the job backs off)
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK (status <> 'succeeded' OR (reference IS NOT NULL AND completed_at IS NOT NULL))
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
-- the refund job's scan
CREATE INDEX refunds_pending_idx ON refunds (next_attempt_at) WHERE status = 'pending';
