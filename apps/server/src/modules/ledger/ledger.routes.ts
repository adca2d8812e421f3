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
import type { BankAccountRecord, PayoutRecord } from './ledger.repository';
import type { LedgerService } from './ledger.service';

const iso = (d: Date | string) => new Date(d).toISOString();

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
    decided_at: p.decided_at ? iso(p.decided_at) : null,
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
  const secured = { tags: ['seller money'], security: [{ token: [] }] };
  const sellerOnly = guards.requireAuth(['seller']);

  app.get(
    getBalance.path,
    {
      preValidation: sellerOnly,
      schema: { ...secured, summary: 'Pending and available balance, history', response: { 200: getBalance.response } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Balance',
      data: await service.getBalance(currentUser(request).id),
    }),
  );

  app.get(
    listBankAccounts.path,
    {
      preValidation: sellerOnly,
      schema: { ...secured, summary: "The store's bank accounts", response: { 200: listBankAccounts.response } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Bank accounts',
      data: (await service.listBankAccounts(currentUser(request).id)).map(toBankWire),
    }),
  );

  app.post(
    createBankAccount.path,
    {
      preValidation: sellerOnly,
      schema: {
        ...secured,
        summary: 'Register a bank account (Indonesian bank list)',
        body: createBankAccount.body,
        response: { 201: createBankAccount.response },
      },
    },
    async (request, reply) => {
      const account = await service.createBankAccount(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Bank account saved', data: toBankWire(account) });
    },
  );

  app.delete(
    deleteBankAccount.path,
    {
      preValidation: sellerOnly,
      schema: {
        ...secured,
        summary: 'Remove a bank account',
        params: deleteBankAccount.params,
        response: { 200: deleteBankAccount.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Bank account removed',
      data: await service.deleteBankAccount(currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    listMyPayouts.path,
    {
      preValidation: sellerOnly,
      schema: { ...secured, summary: "The store's withdrawals", response: { 200: listMyPayouts.response } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Withdrawals',
      data: (await service.listMyPayouts(currentUser(request).id)).map(toPayoutWire),
    }),
  );

  app.post(
    requestPayout.path,
    {
      preValidation: sellerOnly,
      schema: {
        ...secured,
        summary: 'Withdraw from the available balance to a registered bank account (409 when it is not enough)',
        body: requestPayout.body,
        response: { 201: requestPayout.response },
      },
    },
    async (request, reply) => {
      const payout = await service.requestPayout(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Withdrawal requested', data: toPayoutWire(payout) });
    },
  );
};
