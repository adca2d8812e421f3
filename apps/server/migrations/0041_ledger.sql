-- Seller money as a double-entry ledger in integer rupiah (modules/ledger is its only writer).
-- Every ledger transaction's entries sum to zero (a deferred constraint trigger checks it at commit); entries
-- and transactions are append-only. A seller has three accounts: pending (paid, not yet completed), available
-- (completed, can be withdrawn) and payout (asked for, not yet paid out). The platform has its commission
-- account and two clearing accounts for money that enters (buyers' payments) and leaves (refunds are money
-- going back through payments clearing; payouts through payout clearing).
CREATE TABLE ledger_accounts (
  id        serial PRIMARY KEY,
  kind      text NOT NULL CHECK (kind IN ('seller_pending', 'seller_available', 'seller_payout',
                                          'platform_commission', 'payments_clearing', 'payouts_clearing')),
  seller_id integer REFERENCES users (id),
  -- kept by the entries trigger for seller accounts (the ones checked before money moves); platform
  -- accounts are summed when shown
  balance   bigint NOT NULL DEFAULT 0,
  CHECK ((kind LIKE 'seller_%') = (seller_id IS NOT NULL)),
  -- pending and payout never go below zero; available may (a refund after the money was withdrawn)
  CHECK (kind NOT IN ('seller_pending', 'seller_payout') OR balance >= 0),
  UNIQUE (kind, seller_id)
);
CREATE UNIQUE INDEX ledger_accounts_platform_key ON ledger_accounts (kind) WHERE seller_id IS NULL;
INSERT INTO ledger_accounts (kind) VALUES ('payments_clearing'), ('platform_commission'), ('payouts_clearing');

-- Commission in basis points (1000 = 10 %); category_id 0 is the default for every other category.
CREATE TABLE commission_rates (
  category_id integer PRIMARY KEY,
  rate_bps    integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO commission_rates (category_id, rate_bps) VALUES (0, 1000);

CREATE TABLE seller_bank_accounts (
  id             serial PRIMARY KEY,
  seller_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bank_code      text NOT NULL,
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  holder_name    text NOT NULL CHECK (char_length(holder_name) BETWEEN 2 AND 100),
  removed_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_bank_accounts_seller_idx ON seller_bank_accounts (seller_id) WHERE removed_at IS NULL;

CREATE TABLE payouts (
  id              serial PRIMARY KEY,
  seller_id       integer NOT NULL REFERENCES users (id),
  bank_account_id integer NOT NULL REFERENCES seller_bank_accounts (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paid', 'rejected')),
  provider        text,
  reference       text,
  reject_reason   text,
  decided_by      integer REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  CHECK (status <> 'paid' OR reference IS NOT NULL),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
CREATE INDEX payouts_seller_idx ON payouts (seller_id, created_at DESC);
CREATE INDEX payouts_status_idx ON payouts (status, created_at);

CREATE TABLE ledger_transactions (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('settlement', 'completion', 'refund', 'payout_request', 'payout_paid',
                                          'payout_rejected')),
  order_id   integer REFERENCES orders (id),
  payout_id  integer REFERENCES payouts (id),
  memo       text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id);

CREATE TABLE ledger_entries (
  id             bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     integer NOT NULL REFERENCES ledger_accounts (id),
  amount         bigint NOT NULL CHECK (amount <> 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);

-- Sum zero per transaction, checked when the transaction commits (after all its entries are in).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Seller balances follow their entries (the CHECKs above then refuse a pending or payout balance below zero).
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND seller_id IS NOT NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();

-- An order settles, completes and is refunded at most once in the ledger, whatever runs twice.
CREATE UNIQUE INDEX ledger_transactions_order_once ON ledger_transactions (order_id, kind)
  WHERE kind IN ('settlement', 'completion', 'refund');
