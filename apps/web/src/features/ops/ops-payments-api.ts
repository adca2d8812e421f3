import * as payments from '@rima/shared/endpoints/payment-methods';
import { api, request } from '../../app/api';

const tags = ['Ops' as const];
type Reconciled = { checked: number; settled: number; expired: number; mismatches: number; errors: number };

/** The console's payment endpoints: the gateway's notifications log, mismatches, and card instalments. */
export const opsPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPaymentNotifications: build.query<payments.LoggedNotification[], string>({
      query: (q) => ({ ...request(payments.searchPaymentNotifications), params: q ? { q } : {} }),
      providesTags: tags,
    }),
    listPaymentFlags: build.query<payments.PaymentFlag[], void>({
      query: () => request(payments.listPaymentFlags),
      providesTags: tags,
    }),
    reconcilePayments: build.mutation<Reconciled, void>({
      query: () => ({ ...request(payments.reconcilePayments), body: {} }),
      invalidatesTags: tags,
    }),
    getInstallmentSettings: build.query<payments.InstallmentSettings, void>({
      query: () => request(payments.getInstallmentSettings),
      providesTags: tags,
    }),
    setInstallmentSettings: build.mutation<payments.InstallmentSettings, payments.InstallmentSettingsBody>({
      query: (body) => ({ ...request(payments.setInstallmentSettings), body }),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useSearchPaymentNotificationsQuery,
  useListPaymentFlagsQuery,
  useReconcilePaymentsMutation,
  useGetInstallmentSettingsQuery,
  useSetInstallmentSettingsMutation,
} = opsPaymentsApi;
