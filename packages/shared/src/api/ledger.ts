import { z } from 'zod';
import { BANKS } from '../banks';
import { idField, singleLineText } from './fields';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/ledger';

/*
 * A seller's money. Paths are relative to /api/v1. Amounts are integer rupiah.
 *   GET  /seller/balance              pending, available, in payout, and the history (one line per entry)
 *   GET  /seller/bank-accounts        POST (register)   DELETE /seller/bank-accounts/:id
 *   GET  /seller/payouts              POST (withdraw {amount, bank_account_id})
 */

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  account: z.enum(['pending', 'available', 'payout']),
  kind: z.enum([
    'settlement',
    'completion',
    'refund',
    'payout_request',
    'payout_paid',
    'payout_rejected',
    'complaint_refund',
    'complaint_cost',
  ]),
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  memo: z.string(),
  created_at: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const balanceSchema = z.object({
  pending: z.number().int(),
  available: z.number().int(),
  in_payout: z.number().int(),
  history: z.array(ledgerLineSchema),
});
export type Balance = z.infer<typeof balanceSchema>;

export const getBalance = { ...endpoints.getBalance, response: okEnvelope(balanceSchema) } as const;

const bankCodes = BANKS.map((b) => b.code) as [string, ...string[]];

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  holder_name: z.string(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const createBankAccountBodySchema = z.object({
  bank_code: z.enum(bankCodes, { error: 'Choose a bank from the list' }),
  account_number: z
    .string({ error: 'Enter the account number' })
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, { error: 'An account number has 6 to 20 digits' })),
  holder_name: singleLineText()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(2, { error: "Enter the account holder's name" })
        .max(100, { error: 'The name is at most 100 characters' }),
    ),
});
export type CreateBankAccountBody = z.infer<typeof createBankAccountBodySchema>;

export const listBankAccounts = {
  ...endpoints.listBankAccounts,
  response: okEnvelope(z.array(bankAccountSchema)),
} as const;
export const createBankAccount = {
  ...endpoints.createBankAccount,
  body: createBankAccountBodySchema,
  response: okEnvelope(bankAccountSchema),
} as const;
export const deleteBankAccount = {
  ...endpoints.deleteBankAccount,
  params: z.object({ id: idField('id', { invalid: 'id must be a bank account number' }) }),
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export const payoutSchema = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  store_name: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  holder_name: z.string(),
  provider: z.string().nullable(),
  reference: z.string().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const MIN_PAYOUT = 10_000;
export const requestPayoutBodySchema = z.object({
  amount: z.coerce
    .number({ error: 'Enter an amount in rupiah' })
    .int({ error: 'Enter a whole number of rupiah' })
    .min(MIN_PAYOUT, { error: `The smallest withdrawal is Rp${MIN_PAYOUT.toLocaleString('id-ID')}` })
    .max(1_000_000_000_000, { error: 'That amount is too large' }),
  bank_account_id: idField('bank_account_id', { invalid: 'Choose one of your bank accounts' }),
});
export type RequestPayoutBody = z.infer<typeof requestPayoutBodySchema>;

export const listMyPayouts = {
  ...endpoints.listMyPayouts,
  response: okEnvelope(z.array(payoutSchema)),
} as const;
export const requestPayout = {
  ...endpoints.requestPayout,
  body: requestPayoutBodySchema,
  response: okEnvelope(payoutSchema),
} as const;
