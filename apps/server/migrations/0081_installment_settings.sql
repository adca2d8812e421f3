-- Card instalments as operator settings (the console edits them; the checkout reads them). One row; until an
-- operator saves it, the configuration's CARD_INSTALLMENT_* values apply.
CREATE TABLE installment_settings (
  id               smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  terms            integer[] NOT NULL CHECK (terms <@ ARRAY[3, 6, 12]),
  min_amount       integer NOT NULL CHECK (min_amount >= 0),
  cost_borne_by    text NOT NULL CHECK (cost_borne_by IN ('buyer', 'merchant')),
  -- the buyer's flat interest a month, in hundredths of a percent, shown at checkout
  monthly_rate_bps integer NOT NULL CHECK (monthly_rate_bps BETWEEN 0 AND 1000),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
