-- Complaint costs through the ledger (docs/decisions/056): a return label or a replacement-parts parcel is
-- bought by the platform from the courier and charged to whoever the outcome says. The seller pays from its
-- available balance (its own money, not the buyer's held in escrow); the buyer pays out of what the order
-- holds for it, so its refund is that much smaller. Either way the money goes to `courier_payable`.
ALTER TABLE complaints
  -- the offer's cost while the buyer weighs it: the label's or the parcel's price, and who pays it
  ADD COLUMN offer_shipping_cost integer CHECK (offer_shipping_cost >= 0),
  ADD COLUMN offer_cost_paid_by text CHECK (offer_cost_paid_by IN ('seller', 'buyer')),
  -- what the outcome charged (posted once in the ledger as `complaint_cost`)
  ADD COLUMN shipping_cost integer NOT NULL DEFAULT 0 CHECK (shipping_cost >= 0),
  ADD COLUMN cost_paid_by text CHECK (cost_paid_by IN ('seller', 'buyer')),
  ADD CONSTRAINT complaints_cost_payer CHECK (shipping_cost = 0 OR cost_paid_by IS NOT NULL);

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('seller_pending', 'seller_available', 'seller_payout', 'platform_commission', 'payments_clearing',
                  'payouts_clearing', 'courier_payable'));
INSERT INTO ledger_accounts (kind) VALUES ('courier_payable');

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('settlement', 'completion', 'refund', 'payout_request', 'payout_paid', 'payout_rejected',
                  'complaint_refund', 'complaint_cost'));
CREATE UNIQUE INDEX ledger_transactions_complaint_cost_once ON ledger_transactions (complaint_id)
  WHERE kind = 'complaint_cost';
