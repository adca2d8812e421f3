/** The header that makes a checkout safe to retry: the same key and body give the stored answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const createTransaction = { method: 'POST', path: '/transaction/create' } as const;

export type { CreateTransactionBody, CreateTransactionInput, CreateTransactionResult } from '../api/checkout';
