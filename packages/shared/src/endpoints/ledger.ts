export const getBalance = { method: 'GET', path: '/seller/balance' } as const;
export const listBankAccounts = { method: 'GET', path: '/seller/bank-accounts' } as const;
export const createBankAccount = { method: 'POST', path: '/seller/bank-accounts' } as const;
export const deleteBankAccount = { method: 'DELETE', path: '/seller/bank-accounts/:id' } as const;
export const listMyPayouts = { method: 'GET', path: '/seller/payouts' } as const;
export const requestPayout = { method: 'POST', path: '/seller/payouts' } as const;

export type { LedgerLine, Balance, BankAccount, CreateBankAccountBody, Payout, RequestPayoutBody } from '../api/ledger';
