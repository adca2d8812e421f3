import {
  createBankAccount,
  deleteBankAccount,
  getBalance,
  listBankAccounts,
  listMyPayouts,
  requestPayout,
  type BankAccount,
  type Balance,
  type CreateBankAccountBody,
  type Payout,
  type RequestPayoutBody,
} from '@rima/shared/endpoints/money';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

/** The seller's Balance page: balances, history, bank accounts and withdrawals. */
export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Balance, void>({
      query: () => ({ url: getBalance.path, method: getBalance.method }),
      providesTags: ['Balance'],
    }),
    listBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: listBankAccounts.path, method: listBankAccounts.method }),
      providesTags: ['Balance'],
    }),
    createBankAccount: build.mutation<BankAccount, CreateBankAccountBody>({
      query: (body) => ({ url: createBankAccount.path, method: createBankAccount.method, body }),
      invalidatesTags: ['Balance'],
    }),
    deleteBankAccount: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: fillPath(deleteBankAccount.path, { id }), method: deleteBankAccount.method }),
      invalidatesTags: ['Balance'],
    }),
    listMyPayouts: build.query<Payout[], void>({
      query: () => ({ url: listMyPayouts.path, method: listMyPayouts.method }),
      providesTags: ['Balance'],
    }),
    requestPayout: build.mutation<Payout, RequestPayoutBody>({
      query: (body) => ({ url: requestPayout.path, method: requestPayout.method, body }),
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
