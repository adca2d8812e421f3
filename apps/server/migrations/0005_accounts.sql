-- Accounts: e-mailed one-time codes and login throttling. Both live in the database so the limits
-- hold across requests, restarts and several server processes.

-- One row per code sent (or, for an unknown e-mail in the forgot flow, per request: the limits must not tell
-- known and unknown addresses apart). Only a salted SHA-256 of the code is stored.
CREATE TABLE verification_codes (
  id          serial PRIMARY KEY,
  email       text NOT NULL,                -- lowercased
  purpose     text NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash   text NOT NULL,                -- salt$sha256(salt || code), hex
  attempts    integer NOT NULL DEFAULT 0,   -- wrong tries; dead at 5
  ip          text NOT NULL,                -- requester, for the per-IP hourly limit
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_email_idx ON verification_codes (email, purpose, created_at DESC);
CREATE INDEX verification_codes_ip_idx ON verification_codes (ip, created_at);

-- One row per failed login, kept for a day. `account` is 'user:<id>' for a known user (so e-mail and username
-- share one budget) or 'name:<what was typed>' for an unknown one.
CREATE TABLE login_failures (
  id         serial PRIMARY KEY,
  account    text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_ip_idx ON login_failures (account, ip, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);
