-- Bulk listing by spreadsheet (docs/decisions/052-bulk-listing.md). One row per upload: a dry run keeps its
-- report, an import also its progress. Owned by the imports module; the products it writes go through the
-- products module.
CREATE TABLE product_imports (
  id          serial PRIMARY KEY,
  seller_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  dry_run     boolean NOT NULL,
  file_name   text NOT NULL DEFAULT '',
  status      text NOT NULL CHECK (status IN ('checked', 'invalid', 'queued', 'running', 'done', 'failed')),
  rows        integer NOT NULL DEFAULT 0,
  valid       integer NOT NULL DEFAULT 0,
  processed   integer NOT NULL DEFAULT 0,
  created     integer NOT NULL DEFAULT 0,
  updated     integer NOT NULL DEFAULT 0,
  errors      jsonb NOT NULL DEFAULT '[]',
  failure     text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX product_imports_seller_idx ON product_imports (seller_id, id DESC);
