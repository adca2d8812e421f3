import type { BankAccount, Balance, CreateBankAccountBody, Payout, RequestPayoutBody } from '@rima/shared/api/money';
import { api } from '../../app/api';

type Envelope<T> = { statusCode: number; message: string; data: T };

/** Issue 14: the seller's Balance page: balances, history, bank accounts and withdrawals. */
export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Balance, void>({
      query: () => '/seller/balance',
      transformResponse: (r: Envelope<Balance>) => r.data,
      providesTags: ['Balance'],
    }),
    listBankAccounts: build.query<BankAccount[], void>({
      query: () => '/seller/bank-accounts',
      transformResponse: (r: Envelope<BankAccount[]>) => r.data,
      providesTags: ['Balance'],
    }),
    createBankAccount: build.mutation<BankAccount, CreateBankAccountBody>({
      query: (body) => ({ url: '/seller/bank-accounts', method: 'POST', body }),
      transformResponse: (r: Envelope<BankAccount>) => r.data,
      invalidatesTags: ['Balance'],
    }),
    deleteBankAccount: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/seller/bank-accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Balance'],
    }),
    listMyPayouts: build.query<Payout[], void>({
      query: () => '/seller/payouts',
      transformResponse: (r: Envelope<Payout[]>) => r.data,
      providesTags: ['Balance'],
    }),
    requestPayout: build.mutation<Payout, RequestPayoutBody>({
      query: (body) => ({ url: '/seller/payouts', method: 'POST', body }),
      transformResponse: (r: Envelope<Payout>) => r.data,
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useListBankAccountsQuery,
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useListMyPayoutsQuery,
  useRequestPayoutMutation,
} = moneyApi;
