import type { Payout } from '@rima/shared/api/money';
import type {
  AccountRow,
  AuditEntry,
  Commission,
  ContactMessage,
  CouponBody,
  Dashboard,
  OpsCoupon,
  OpsOrderDetail,
  OpsProduct,
  Report,
} from '@rima/shared/api/ops';
import type { OperatorSetupInfo } from '@rima/shared/api/auth';
import { api } from '../../app/api';

type Envelope<T> = { statusCode: number; message: string; data: T };
export type Page<T> = { data: T[]; dataCount: number; page: number; totalPage: number };
export type OrderRow = {
  id: number;
  payment_id: number;
  status: string;
  total: number;
  email: string;
  store_name: string;
  seller_id: number;
  refund_status: string | null;
  created_at: string;
};
const data = <T>(r: Envelope<T>) => r.data;
const tags = ['Ops' as const];
type Action = { id: number; reason: string };
/** Coupon dates travel as ISO strings (the form's datetime-local values converted). */
export type CouponInput = Omit<CouponBody, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** Issue 14: the operator console's endpoints (/api/v1/ops/…); every change refetches the console's lists. */
export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, number>({
      query: (days) => `/ops/dashboard?days=${days}`,
      transformResponse: data<Dashboard>,
      providesTags: tags,
    }),
    listStores: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (p) => ({ url: '/ops/stores', params: p }),
      transformResponse: data<Page<AccountRow>>,
      providesTags: tags,
    }),
    suspendStore: build.mutation<unknown, Action & { open_orders: 'fulfil' | 'cancel' }>({
      query: ({ id, ...body }) => ({ url: `/ops/stores/${id}/suspend`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    reinstateStore: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/stores/${id}/reinstate`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    listCustomers: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (p) => ({ url: '/ops/customers', params: p }),
      transformResponse: data<Page<AccountRow>>,
      providesTags: tags,
    }),
    suspendCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/customers/${id}/suspend`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    reinstateCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/customers/${id}/reinstate`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    listProducts: build.query<Page<OpsProduct>, { q: string; page: number; status?: string }>({
      query: (p) => ({ url: '/ops/products', params: p }),
      transformResponse: data<Page<OpsProduct>>,
      providesTags: tags,
    }),
    takeDownProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/products/${id}/take-down`, method: 'POST', body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    restoreProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/products/${id}/restore`, method: 'POST', body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    listReports: build.query<Page<Report>, { status: string; page: number }>({
      query: (p) => ({ url: '/ops/reports', params: p }),
      transformResponse: data<Page<Report>>,
      providesTags: tags,
    }),
    resolveReport: build.mutation<Report, Action & { action: string }>({
      query: ({ id, ...body }) => ({ url: `/ops/reports/${id}/resolve`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    listOrders: build.query<Page<OrderRow>, { q: string; page: number; refund?: string }>({
      query: (p) => ({ url: '/ops/orders', params: p }),
      transformResponse: data<Page<OrderRow>>,
      providesTags: tags,
    }),
    getOrder: build.query<OpsOrderDetail, number>({
      query: (id) => `/ops/orders/${id}`,
      transformResponse: data<OpsOrderDetail>,
      providesTags: tags,
    }),
    cancelOrder: build.mutation<OpsOrderDetail, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/orders/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    retryRefund: build.mutation<OpsOrderDetail, number>({
      query: (id) => ({ url: `/ops/orders/${id}/retry-refund`, method: 'POST', body: {} }),
      invalidatesTags: tags,
    }),
    listCoupons: build.query<OpsCoupon[], void>({
      query: () => '/ops/coupons',
      transformResponse: data<OpsCoupon[]>,
      providesTags: tags,
    }),
    createCoupon: build.mutation<OpsCoupon, CouponInput>({
      query: (body) => ({ url: '/ops/coupons', method: 'POST', body }),
      invalidatesTags: tags,
    }),
    updateCoupon: build.mutation<OpsCoupon, CouponInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/ops/coupons/${id}`, method: 'PUT', body }),
      invalidatesTags: tags,
    }),
    pauseCoupon: build.mutation<OpsCoupon, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `/ops/coupons/${id}/pause`, method: 'POST', body: { paused } }),
      invalidatesTags: tags,
    }),
    listContact: build.query<Page<ContactMessage>, { handled: string; page: number }>({
      query: (p) => ({ url: '/ops/contact', params: p }),
      transformResponse: data<Page<ContactMessage>>,
      providesTags: tags,
    }),
    replyContact: build.mutation<ContactMessage, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: `/ops/contact/${id}/reply`, method: 'POST', body: { text } }),
      invalidatesTags: tags,
    }),
    markHandled: build.mutation<ContactMessage, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({ url: `/ops/contact/${id}/handled`, method: 'POST', body: { handled } }),
      invalidatesTags: tags,
    }),
    listPayouts: build.query<Page<Payout>, { status: string; page: number }>({
      query: (p) => ({ url: '/ops/payouts', params: p }),
      transformResponse: data<Page<Payout>>,
      providesTags: tags,
    }),
    payPayout: build.mutation<Payout, { id: number; reference?: string }>({
      query: ({ id, reference }) => ({
        url: `/ops/payouts/${id}/pay`,
        method: 'POST',
        body: reference ? { reference } : {},
      }),
      invalidatesTags: tags,
    }),
    rejectPayout: build.mutation<Payout, Action>({
      query: ({ id, ...body }) => ({ url: `/ops/payouts/${id}/reject`, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    getCommission: build.query<Commission, void>({
      query: () => '/ops/commission',
      transformResponse: data<Commission>,
      providesTags: tags,
    }),
    setCommission: build.mutation<Commission, Commission>({
      query: (body) => ({ url: '/ops/commission', method: 'PUT', body }),
      invalidatesTags: tags,
    }),
    listAudit: build.query<Page<AuditEntry>, { q: string; page: number }>({
      query: (p) => ({ url: '/ops/audit', params: p }),
      transformResponse: data<Page<AuditEntry>>,
      providesTags: tags,
    }),
    getOperatorSetup: build.query<OperatorSetupInfo, string>({
      query: (token) => ({ url: '/auth/operator-setup', params: { token } }),
      transformResponse: data<OperatorSetupInfo>,
    }),
    completeOperatorSetup: build.mutation<
      { email: string; recovery_codes: string[] },
      { token: string; password: string; code: string }
    >({
      query: (body) => ({ url: '/auth/operator-setup', method: 'POST', body }),
      transformResponse: data<{ email: string; recovery_codes: string[] }>,
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useListStoresQuery,
  useSuspendStoreMutation,
  useReinstateStoreMutation,
  useListCustomersQuery,
  useSuspendCustomerMutation,
  useReinstateCustomerMutation,
  useListProductsQuery,
  useTakeDownProductMutation,
  useRestoreProductMutation,
  useListReportsQuery,
  useResolveReportMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useRetryRefundMutation,
  useListCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  usePauseCouponMutation,
  useListContactQuery,
  useReplyContactMutation,
  useMarkHandledMutation,
  useListPayoutsQuery,
  usePayPayoutMutation,
  useRejectPayoutMutation,
  useGetCommissionQuery,
  useSetCommissionMutation,
  useListAuditQuery,
  useGetOperatorSetupQuery,
  useCompleteOperatorSetupMutation,
} = opsApi;
