import crypto from 'node:crypto';

/**
 * Statements PostgreSQL keeps prepared on each connection (docs/decisions/063): for a statement sent on most
 * requests, planning it every time cost several times what running it did. `prepared(sql)` answers `sql`
 * itself, so repositories pass it to `query` as any other text; the PostgreSQL Db sends it under a name derived
 * from the text (parsed and planned once per connection), PGlite as it is. Only for texts fixed at start-up
 * whose result columns are listed (a plan whose row type a migration changed is refused by PostgreSQL).
 */
const names = new Map<string, string>();

export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `rima_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 16)}`);
  return sql;
}

/** node-pg's query config for `sql`: with its name when it was registered by `prepared`. */
export function queryConfig(sql: string, params: readonly unknown[]) {
  const name = names.get(sql);
  return name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] };
}
