/**
 * Telling a lost database connection apart from a failed statement. PostgreSQL ends a connection on a
 * restart, a failover, an idle-session timeout or pg_terminate_backend; node-postgres then reports one of
 * these codes or messages. Such a failure is never the client's fault: it is retried once when that is
 * safe (see client.ts) and otherwise answers 503 with Retry-After (see http/error-handler.ts).
 */

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 2;

const CONNECTION_CODES = new Set([
  // SQLSTATE class 57P: the server ended the session or cannot accept it yet.
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  // SQLSTATE class 08: connection exceptions.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  // Socket errors from Node.
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const CONNECTION_MESSAGES = [
  /connection terminated/i, // "Connection terminated unexpectedly", "... due to connection timeout"
  /not queryable/i, // "Client has encountered a connection error and is not queryable"
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i, // node-postgres: connectionTimeoutMillis passed while connecting
  /server closed the connection unexpectedly/i,
];

/** Codes and messages that prove the statement never reached a server that could run it. */
const NEVER_SENT_CODES = new Set(['57P03', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const NEVER_SENT_MESSAGES = [
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /due to connection timeout/i,
  /^timeout expired$/i,
];

function errorFields(error: unknown): { code?: string; message?: string; cause?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
    cause: e.cause,
  };
}

function matches(error: unknown, codes: Set<string>, messages: RegExp[], depth = 0): boolean {
  const { code, message, cause } = errorFields(error);
  if (code && codes.has(code)) return true;
  if (message && messages.some((m) => m.test(message))) return true;
  return depth < 3 && cause !== undefined && matches(cause, codes, messages, depth + 1);
}

/** True when the error means the database connection was lost or could not be made (not a SQL error). */
export function isConnectionError(error: unknown): boolean {
  return matches(error, CONNECTION_CODES, CONNECTION_MESSAGES);
}

/** True when the connection failed before the statement could have run (retrying cannot apply it twice). */
export function failedBeforeSending(error: unknown): boolean {
  return matches(error, NEVER_SENT_CODES, NEVER_SENT_MESSAGES);
}

/**
 * A statement that only reads: running it twice changes nothing. Deliberately strict: anything that could
 * write, notify, take a lock or advance a sequence is not retried once it may have reached the server.
 */
export function isReadOnlyStatement(sql: string): boolean {
  if (!/^\s*(select|with|values|show|table)\b/i.test(sql)) return false;
  return !/\b(insert|update|delete|merge|pg_notify|notify|nextval|setval|pg_advisory\w*|for\s+(no\s+key\s+)?(update|share))\b/i.test(
    sql,
  );
}
