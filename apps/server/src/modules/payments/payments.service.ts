import type { PaymentMethod } from '@rima/shared/api/orders';
import type { Queryable } from '../../db/client';
import type { PaymentProvider } from './provider';
import type { PaymentsRepository } from './payments.repository';

/** Payment rows: opening a charge at checkout and the conditional status changes. No order logic here. */
export function createPaymentsService(deps: { repo: PaymentsRepository; provider: PaymentProvider }) {
  const { repo, provider } = deps;
  return {
    provider,

    /**
     * Opens the charge with the provider (inside the checkout transaction): what the payment row stores.
     * The checkout writes the row in its one statement (orders/checkout.repository.ts).
     */
    async openCharge(input: { method: PaymentMethod; amount: number; expiresAt: Date }) {
      const charge = await provider.createCharge(input);
      return { provider: provider.name, vaNumber: charge.vaNumber };
    },

    findById: (db: Queryable, id: number) => repo.findById(db, id),
    findByIds: (db: Queryable, ids: readonly number[]) => repo.findByIds(db, ids),
    markPaid: (tx: Queryable, id: number, now: Date) => repo.markPaid(tx, id, now),
    markExpired: (tx: Queryable, id: number, now: Date) => repo.markExpired(tx, id, now),
    findDue: (db: Queryable, now: Date, limit: number) => repo.findDue(db, now, limit),
    lockById: (tx: Queryable, id: number) => repo.lockById(tx, id),
    syncPendingAmount: (tx: Queryable, id: number) => repo.syncPendingAmount(tx, id),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
