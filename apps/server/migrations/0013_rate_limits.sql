-- Rate-limit buckets: one row per limited key (e.g. 'login:ip:10.0.0.1'), a fixed window that starts
-- at the key's first hit. Every check-and-count is ONE statement (INSERT … ON CONFLICT DO UPDATE … RETURNING),
-- so parallel requests on PostgreSQL can never pass a limit together. Rows past their window are swept.
CREATE TABLE rate_limits (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

-- The login throttle counts in rate_limits now; the per-failure rows of migration 0005 are no longer read.
DROP TABLE login_failures;
