/** Postgres error code of a failed statement (23505 unique violation, ...), from pg or PGlite. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** 40001 serialization failure, 40P01 deadlock: the transaction lost a race and may simply run again. */
export function isTransactionConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '40001' || code === '40P01';
}
