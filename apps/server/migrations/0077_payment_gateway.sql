-- Payments through a real gateway: every Indonesian method, the gateway's reference and the
-- instructions it answered, its notifications kept for audit, and the mismatches operators must look at.
ALTER TABLE payments DROP CONSTRAINT payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN (
  'qris', 'gopay', 'shopeepay', 'ovo', 'dana', 'bca_va', 'mandiri_bill', 'bni_va', 'bri_va', 'permata_va', 'card',
  'visa', 'mandiri', 'bca'));
-- The order id the gateway knows the payment by (its notifications name it); unique per charge.
ALTER TABLE payments ADD COLUMN provider_ref text;
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;
-- What the gateway answered for paying it: QR, deeplink, VA, biller code and bill key, 3-D Secure page.
ALTER TABLE payments ADD COLUMN instructions jsonb NOT NULL DEFAULT '{}';
-- When reconciliation last asked the gateway about it (the quietest pending payments are asked first).
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
CREATE INDEX payments_pending_provider_idx ON payments (provider, checked_at NULLS FIRST) WHERE status = 'pending';

-- Append-only: every notification as it arrived, whatever came of it.
CREATE TABLE payment_notifications (
  id                 bigserial PRIMARY KEY,
  provider           text NOT NULL,
  payment_id         integer REFERENCES payments (id),
  provider_ref       text NOT NULL,
  transaction_status text NOT NULL,
  gross_amount       text NOT NULL,
  is_signature_valid boolean NOT NULL,
  outcome            text NOT NULL,
  body               jsonb NOT NULL,
  received_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_notifications_payment_idx ON payment_notifications (payment_id, id);

CREATE FUNCTION payment_notifications_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_notifications is append-only';
END $$;
CREATE TRIGGER payment_notifications_no_change BEFORE UPDATE OR DELETE ON payment_notifications
  FOR EACH ROW EXECUTE FUNCTION payment_notifications_append_only();

-- What operators must look at: an amount that differs, money taken for a payment we had expired, a gateway
-- that disagrees with us at reconciliation. One row per payment and kind.
CREATE TABLE payment_flags (
  id          serial PRIMARY KEY,
  payment_id  integer REFERENCES payments (id),
  provider_ref text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('amount_mismatch', 'paid_after_expiry', 'status_mismatch', 'unknown_payment')),
  detail      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_ref, kind)
);
