import type { Payout } from '@rima/shared/endpoints/ledger';
import {
  cancelOpsOrder,
  getOpsOrder,
  listCustomers,
  listOpsOrders,
  listOpsProducts,
  listReports,
  listStores,
  reinstateCustomer,
  reinstateStore,
  resolveReport,
  restoreProduct,
  retryRefund,
  suspendCustomer,
  suspendStore,
  takeDownProduct,
  type AccountRow,
  type OpsOrderDetail,
  type OpsOrderRow,
  type OpsProduct,
  type Report,
} from '@rima/shared/endpoints/ops';
import {
  createOpsCoupon,
  getCommission,
  getDashboard,
  listAudit,
  listContactMessages,
  listOpsCoupons,
  listOpsPayouts,
  markContactHandled,
  pauseOpsCoupon,
  payPayout,
  rejectPayout,
  replyContactMessage,
  setCommission,
  updateOpsCoupon,
  type AuditEntry,
  type Commission,
  type ContactMessage,
  type CouponBody,
  type Dashboard,
  type OpsCoupon,
} from '@rima/shared/endpoints/ops-content';
import { completeOperatorSetup, getOperatorSetup, type OperatorSetupInfo } from '@rima/shared/endpoints/operator-setup';
import { api, request } from '../../app/api';

export type Page<T> = { data: T[]; dataCount: number; page: number; totalPage: number };
const tags = ['Ops' as const];
type Action = { id: number; reason: string };
/** Coupon dates travel as ISO strings (the form's datetime-local values converted). */
export type CouponInput = Omit<CouponBody, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** The operator console's endpoints (/api/v1/ops/…); every change refetches the console's lists. */
export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, number>({
      query: (days) => ({ ...request(getDashboard), params: { days } }),
      providesTags: tags,
    }),
    listStores: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (params) => ({ ...request(listStores), params }),
      providesTags: tags,
    }),
    suspendStore: build.mutation<unknown, Action & { open_orders: 'fulfil' | 'cancel' }>({
      query: ({ id, ...body }) => ({ ...request(suspendStore, { id }), body }),
      invalidatesTags: tags,
    }),
    reinstateStore: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(reinstateStore, { id }), body }),
      invalidatesTags: tags,
    }),
    listCustomers: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (params) => ({ ...request(listCustomers), params }),
      providesTags: tags,
    }),
    suspendCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(suspendCustomer, { id }), body }),
      invalidatesTags: tags,
    }),
    reinstateCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(reinstateCustomer, { id }), body }),
      invalidatesTags: tags,
    }),
    listProducts: build.query<Page<OpsProduct>, { q: string; page: number; status?: string }>({
      query: (params) => ({ ...request(listOpsProducts), params }),
      providesTags: tags,
    }),
    takeDownProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({ ...request(takeDownProduct, { id }), body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    restoreProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({ ...request(restoreProduct, { id }), body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    listReports: build.query<Page<Report>, { status: string; page: number }>({
      query: (params) => ({ ...request(listReports), params }),
      providesTags: tags,
    }),
    resolveReport: build.mutation<Report, Action & { action: string }>({
      query: ({ id, ...body }) => ({ ...request(resolveReport, { id }), body }),
      invalidatesTags: tags,
    }),
    listOrders: build.query<Page<OpsOrderRow>, { q: string; page: number; refund?: string }>({
      query: (params) => ({ ...request(listOpsOrders), params }),
      providesTags: tags,
    }),
    getOrder: build.query<OpsOrderDetail, number>({
      query: (id) => request(getOpsOrder, { id }),
      providesTags: tags,
    }),
    cancelOrder: build.mutation<OpsOrderDetail, Action>({
      query: ({ id, ...body }) => ({ ...request(cancelOpsOrder, { id }), body }),
      invalidatesTags: tags,
    }),
    retryRefund: build.mutation<OpsOrderDetail, number>({
      query: (id) => ({ ...request(retryRefund, { id }), body: {} }),
      invalidatesTags: tags,
    }),
    listCoupons: build.query<OpsCoupon[], void>({
      query: () => request(listOpsCoupons),
      providesTags: tags,
    }),
    createCoupon: build.mutation<OpsCoupon, CouponInput>({
      query: (body) => ({ ...request(createOpsCoupon), body }),
      invalidatesTags: tags,
    }),
    updateCoupon: build.mutation<OpsCoupon, CouponInput & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(updateOpsCoupon, { id }), body }),
      invalidatesTags: tags,
    }),
    pauseCoupon: build.mutation<OpsCoupon, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({ ...request(pauseOpsCoupon, { id }), body: { paused } }),
      invalidatesTags: tags,
    }),
    listContact: build.query<Page<ContactMessage>, { handled: string; page: number }>({
      query: (params) => ({ ...request(listContactMessages), params }),
      providesTags: tags,
    }),
    replyContact: build.mutation<ContactMessage, { id: number; text: string }>({
      query: ({ id, text }) => ({ ...request(replyContactMessage, { id }), body: { text } }),
      invalidatesTags: tags,
    }),
    markHandled: build.mutation<ContactMessage, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({ ...request(markContactHandled, { id }), body: { handled } }),
      invalidatesTags: tags,
    }),
    listPayouts: build.query<Page<Payout>, { status: string; page: number }>({
      query: (params) => ({ ...request(listOpsPayouts), params }),
      providesTags: tags,
    }),
    payPayout: build.mutation<Payout, { id: number; reference?: string }>({
      query: ({ id, reference }) => ({ ...request(payPayout, { id }), body: reference ? { reference } : {} }),
      invalidatesTags: tags,
    }),
    rejectPayout: build.mutation<Payout, Action>({
      query: ({ id, ...body }) => ({ ...request(rejectPayout, { id }), body }),
      invalidatesTags: tags,
    }),
    getCommission: build.query<Commission, void>({
      query: () => request(getCommission),
      providesTags: tags,
    }),
    setCommission: build.mutation<Commission, Commission>({
      query: (body) => ({ ...request(setCommission), body }),
      invalidatesTags: tags,
    }),
    listAudit: build.query<Page<AuditEntry>, { q: string; page: number }>({
      query: (params) => ({ ...request(listAudit), params }),
      providesTags: tags,
    }),
    getOperatorSetup: build.query<OperatorSetupInfo, string>({
      query: (token) => ({ ...request(getOperatorSetup), params: { token } }),
    }),
    completeOperatorSetup: build.mutation<
      { email: string; recovery_codes: string[] },
      { token: string; password: string; code: string }
    >({
      query: (body) => ({ ...request(completeOperatorSetup), body }),
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
