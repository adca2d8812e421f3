import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBankAccount,
  deleteBankAccount,
  getBalance,
  listBankAccounts,
  listMyPayouts,
  requestPayout,
  type BankAccount,
  type Payout,
} from '@rima/shared/api/ledger';
import { bankName } from '@rima/shared/banks';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { BankAccountRecord, PayoutRecord } from './ledger.repository';
import type { LedgerService } from './ledger.service';
import { iso, isoOrNull } from '../../http/wire-time';

export function toPayoutWire(p: PayoutRecord): Payout {
  return {
    id: p.id,
    seller_id: p.seller_id,
    store_name: p.store_name,
    amount: Number(p.amount),
    status: p.status,
    bank_code: p.bank_code,
    bank_name: bankName(p.bank_code),
    account_number: p.account_number,
    holder_name: p.holder_name,
    provider: p.provider,
    reference: p.reference,
    reject_reason: p.reject_reason,
    created_at: iso(p.created_at),
    decided_at: isoOrNull(p.decided_at),
  };
}

const toBankWire = (b: BankAccountRecord): BankAccount => ({
  id: b.id,
  bank_code: b.bank_code,
  bank_name: bankName(b.bank_code),
  account_number: b.account_number,
  holder_name: b.holder_name,
  created_at: iso(b.created_at),
});

/** A seller's Balance page and withdrawals (sellers only). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ service: LedgerService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const route = routes(app, {
    tags: ['seller money'],
    security: [{ token: [] }],
    preValidation: guards.requireAuth(['seller']),
  });

  route(getBalance, { summary: 'Pending and available balance, history' }, async (request) => ({
    statusCode: 200,
    message: 'Balance',
    data: await service.getBalance(currentUser(request).id),
  }));

  route(listBankAccounts, { summary: "The store's bank accounts" }, async (request) => ({
    statusCode: 200,
    message: 'Bank accounts',
    data: (await service.listBankAccounts(currentUser(request).id)).map(toBankWire),
  }));

  route(
    createBankAccount,
    { summary: 'Register a bank account (Indonesian bank list)', status: 201 },
    async (request, reply) => {
      const account = await service.createBankAccount(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Bank account saved', data: toBankWire(account) });
    },
  );

  route(deleteBankAccount, { summary: 'Remove a bank account' }, async (request) => ({
    statusCode: 200,
    message: 'Bank account removed',
    data: await service.deleteBankAccount(currentUser(request).id, request.params.id),
  }));

  route(listMyPayouts, { summary: "The store's withdrawals" }, async (request) => ({
    statusCode: 200,
    message: 'Withdrawals',
    data: (await service.listMyPayouts(currentUser(request).id)).map(toPayoutWire),
  }));

  route(
    requestPayout,
    {
      summary: 'Withdraw from the available balance to a registered bank account (409 when it is not enough)',
      status: 201,
    },
    async (request, reply) => {
      const payout = await service.requestPayout(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Withdrawal requested', data: toPayoutWire(payout) });
    },
  );
};
