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
} from '@rima/shared/endpoints/ledger';
import { api, request } from '../../app/api';

/** The seller's Balance page: balances, history, bank accounts and withdrawals. */
export const ledgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Balance, void>({
      query: () => request(getBalance),
      providesTags: ['Balance'],
    }),
    listBankAccounts: build.query<BankAccount[], void>({
      query: () => request(listBankAccounts),
      providesTags: ['Balance'],
    }),
    createBankAccount: build.mutation<BankAccount, CreateBankAccountBody>({
      query: (body) => ({ ...request(createBankAccount), body }),
      invalidatesTags: ['Balance'],
    }),
    deleteBankAccount: build.mutation<{ id: number }, number>({
      query: (id) => request(deleteBankAccount, { id }),
      invalidatesTags: ['Balance'],
    }),
    listMyPayouts: build.query<Payout[], void>({
      query: () => request(listMyPayouts),
      providesTags: ['Balance'],
    }),
    requestPayout: build.mutation<Payout, RequestPayoutBody>({
      query: (body) => ({ ...request(requestPayout), body }),
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
} = ledgerApi;
