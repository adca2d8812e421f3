-- Web Push subscriptions (modules/push owns this table, docs/decisions/057): one row per browser that opted
-- in, with the keys its push service needs to encrypt for it. A push service answering 404 or 410 means the
-- browser dropped the subscription: the row is deleted then.
CREATE TABLE push_subscriptions (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the push service's URL for this browser: unique, so a browser that changes hands moves to its new account
  endpoint     text NOT NULL UNIQUE,
  p256dh       text NOT NULL,
  auth         text NOT NULL,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at DESC);
