-- Operators run the marketplace. A third role that registration never grants (created by
-- `npm run operator:create` or the demo seed), a TOTP second factor with single-use recovery codes, suspension
-- of stores and customers, moderation of listings, reports from shoppers, the contact inbox, paused coupons,
-- and an append-only audit log of every operator action.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'seller', 'operator'));
ALTER TABLE users
  ADD COLUMN suspended_at     timestamptz,
  ADD COLUMN suspended_reason text,
  -- base32 TOTP secret (operators); enabled once the owner proved a code at setup
  ADD COLUMN totp_secret      text,
  ADD COLUMN totp_enabled_at  timestamptz,
  -- the last accepted TOTP time step: a code is never accepted twice (replay)
  ADD COLUMN totp_last_step   bigint NOT NULL DEFAULT 0;
CREATE INDEX users_role_created_idx ON users (role, created_at);

-- Ten per operator, SHA-256 of the code; each works once.
CREATE TABLE operator_recovery_codes (
  id        serial PRIMARY KEY,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz
);
CREATE INDEX operator_recovery_codes_user_idx ON operator_recovery_codes (user_id);

-- The one-time link `operator:create` prints: choose a password, prove the authenticator app.
CREATE TABLE operator_setup_tokens (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Moderation: 'suspended' = its store is suspended (comes back with the store), 'taken_down' = an operator took
-- the listing down (moderation_reason is shown to the seller). The catalogue shows status = 'active' only, and
-- the products triggers (0023) invalidate the response cache when status changes.
ALTER TABLE products DROP CONSTRAINT products_status_check;
ALTER TABLE products ADD CONSTRAINT products_status_check
  CHECK (status IN ('active', 'archived', 'suspended', 'taken_down'));
ALTER TABLE products ADD COLUMN moderation_reason text;

-- Operators appear on order timelines (cancel and refund on a buyer's complaint, a suspended store's orders).
ALTER TABLE order_events DROP CONSTRAINT order_events_actor_role_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_actor_role_check
  CHECK (actor_role IN ('buyer', 'seller', 'system', 'operator'));

ALTER TABLE coupons ADD COLUMN paused_at timestamptz;

ALTER TABLE contact_messages
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by integer REFERENCES users (id);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE TABLE contact_replies (
  id          serial PRIMARY KEY,
  message_id  integer NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES users (id),
  text        text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 5000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, id);

-- Reports from shoppers: a product, a review or a chat message, with a reason; one open report per reporter
-- and target.
CREATE TABLE reports (
  id          serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('product', 'review', 'message')),
  target_id   integer NOT NULL,
  reason      text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  resolution  text,
  resolved_by integer REFERENCES users (id),
  resolved_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reports_one_open_idx ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_status_idx ON reports (status, created_at);

-- A hidden review leaves `reviews` (so no catalogue query needs to know) and is kept here; its order item
-- cannot be reviewed again.
CREATE TABLE hidden_reviews (
  id            integer PRIMARY KEY,
  order_item_id integer NOT NULL UNIQUE,
  product_id    integer,
  buyer_id      integer,
  star          integer NOT NULL,
  message       text NOT NULL,
  reply         text,
  created_at    timestamptz NOT NULL,
  hidden_at     timestamptz NOT NULL DEFAULT now(),
  hidden_reason text NOT NULL
);
CREATE FUNCTION refuse_review_of_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM hidden_reviews WHERE order_item_id = NEW.order_item_id) THEN
    RAISE EXCEPTION 'this item''s review was hidden by an operator' USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER reviews_not_hidden BEFORE INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION refuse_review_of_hidden();

-- The audit log: who, when, what, before/after, why. Append-only: a trigger refuses UPDATE, DELETE and
-- TRUNCATE for every database user, the one the app runs as included.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  actor_id    integer NOT NULL REFERENCES users (id),
  actor_email text NOT NULL,
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text,
  reason      text,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);

CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
