import crypto from 'node:crypto';
import type { PaymentMethod } from '@rima/shared/api/orders';
import {
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_KIND,
  PAYMENT_METHOD_NAMES,
  canonicalMethod,
  type InstallmentSettings,
  type PaymentMethodInfo,
} from '@rima/shared/api/payment-methods';
import type { Db, Queryable } from '../../db/client';
import { formatIdr } from '@rima/shared/format';
import { badRequest } from '../../http/errors';
import { recordAudit, type Operator } from '../audit/audit';
import type { InstallmentsRepository } from './installments.repository';
import type { PaymentProvider, StoredInstructions } from './provider';
import type { PaymentsRepository } from './payments.repository';

const BANKS: Partial<Record<PaymentMethodInfo['code'], string>> = {
  bca_va: 'bca',
  mandiri_bill: 'mandiri',
  bni_va: 'bni',
  bri_va: 'bri',
  permata_va: 'permata',
};

/** A fresh reference per charge: gateways refuse an order id twice, and a retried checkout charges anew. */
const newProviderRef = () => `RIMA-${crypto.randomBytes(10).toString('hex').toUpperCase()}`;

/** Payment rows: opening a charge at checkout and the conditional status changes. No order logic here. */
export function createPaymentsService(deps: {
  db: Db;
  repo: PaymentsRepository;
  installmentsRepo: InstallmentsRepository;
  provider: PaymentProvider;
  /** Card instalments until an operator saves them in the console (the configuration's) */
  installments: InstallmentSettings;
}) {
  const { db, repo, installmentsRepo, provider } = deps;
  /** The operator's instalment settings (the configuration's until saved); terms in ascending order. */
  async function getInstallments(q: Queryable = db): Promise<InstallmentSettings> {
    const s = (await installmentsRepo.find(q)) ?? deps.installments;
    return { ...s, terms: [...s.terms].sort((a, b) => a - b) };
  }

  return {
    provider,
    getInstallments,

    /** Operators: which terms, from what amount, who bears the cost. Audited with the values before and after. */
    async setInstallments(operator: Operator, body: InstallmentSettings): Promise<InstallmentSettings> {
      const after = {
        ...body,
        terms: [...body.terms].sort((a, b) => a - b),
        monthly_rate_bps: body.cost_borne_by === 'merchant' ? 0 : body.monthly_rate_bps,
      };
      return db.transaction(async (tx) => {
        const before = await installmentsRepo.lock(tx, await getInstallments(tx));
        const saved = await installmentsRepo.update(tx, after, new Date());
        await recordAudit(tx, {
          actor: operator,
          action: 'installments.set',
          targetType: 'installment_settings',
          targetId: null,
          before,
          after: saved,
        });
        return saved;
      });
    },

    /** The methods a checkout offers, with the card's instalment terms. */
    async listMethods(): Promise<PaymentMethodInfo[]> {
      const installments = await getInstallments();
      return PAYMENT_METHOD_CODES.map((code) => ({
        code,
        kind: PAYMENT_METHOD_KIND[code],
        name: PAYMENT_METHOD_NAMES[code],
        bank: BANKS[code] ?? null,
        installments: code === 'card' && installments.terms.length > 0 ? installments : null,
      }));
    },

    /**
     * Opens the charge with the provider (inside the checkout transaction): what the payment row stores.
     * The checkout writes the row in its one statement (orders/checkout.repository.ts). Instalments only for
     * cards, a term the operator offers, from the minimum amount up; else 400 naming installment_term.
     */
    async openCharge(
      tx: Queryable,
      input: { method: PaymentMethod; amount: number; expiresAt: Date; installmentTerm?: number },
    ) {
      const method = canonicalMethod(input.method);
      const term = input.installmentTerm ?? null;
      if (term !== null) {
        const installments = await getInstallments(tx);
        const refuse = (message: string) => badRequest(message, [{ field: 'installment_term', message }]);
        if (method !== 'card') throw refuse('Instalments are only for card payments');
        if (!installments.terms.includes(term)) {
          throw refuse(`installment_term must be one of: ${installments.terms.join(', ') || 'none offered'}`);
        }
        if (input.amount < installments.min_amount) {
          throw refuse(`Instalments start at ${formatIdr(installments.min_amount)}`);
        }
      }
      const providerRef = newProviderRef();
      const charge = await provider.createCharge({
        method,
        orderId: providerRef,
        amount: input.amount,
        expiresAt: input.expiresAt,
        installmentTerm: term,
      });
      return {
        provider: provider.name,
        vaNumber: charge.vaNumber,
        providerRef,
        instructions: term === null ? charge.instructions : { ...charge.instructions, installment_term: term },
      };
    },

    findById: (db: Queryable, id: number) => repo.findById(db, id),
    findByIds: (db: Queryable, ids: readonly number[]) => repo.findByIds(db, ids),
    findByProviderRef: (db: Queryable, ref: string) => repo.findByProviderRef(db, provider.name, ref),
    markPaid: (tx: Queryable, id: number, now: Date) => repo.markPaid(tx, id, now),
    addInstructions: (tx: Queryable, id: number, add: StoredInstructions) => repo.addInstructions(tx, id, add),
    markPaidByGateway: (tx: Queryable, id: number, now: Date) => repo.markPaidByGateway(tx, id, now),
    markExpired: (tx: Queryable, id: number, now: Date) => repo.markExpired(tx, id, now),
    markExpiredByGateway: (tx: Queryable, id: number, now: Date) => repo.markExpiredByGateway(tx, id, now),
    findDue: (db: Queryable, now: Date, limit: number) => repo.findDue(db, now, limit),
    lockById: (tx: Queryable, id: number) => repo.lockById(tx, id),
    syncPendingAmount: (tx: Queryable, id: number) => repo.syncPendingAmount(tx, id),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
