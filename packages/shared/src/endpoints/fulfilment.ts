import { COURIERS, type Courier } from '../constants';

export const batchSellerOrders = { method: 'POST', path: '/seller/orders/batch' } as const;
/** A PDF (not the JSON envelope): an A6 shipping label and a packing slip per order. */
export const sellerOrderLabels = { method: 'GET', path: '/seller/orders/labels.pdf' } as const;

/** The most orders one batch or one labels PDF takes. */
export const FULFIL_BATCH_MAX = 100;

/** The courier of a checkout service code ('jne-reg' → 'jne', 'own' → 'own'); null when none fits. */
export function courierOfService(code: string | null | undefined): Courier | null {
  if (!code) return null;
  const head = code.split('-')[0];
  return COURIERS.find((c) => c === head) ?? null;
}

export type { BatchOrdersBody, BatchOrdersResult, BatchOrderOutcome } from '../api/fulfilment';
