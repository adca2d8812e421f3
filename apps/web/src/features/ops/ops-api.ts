import type { Payout } from '@rima/shared/endpoints/money';
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
import { completeOperatorSetup, getOperatorSetup, type OperatorSetupInfo } from '@rima/shared/endpoints/auth';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

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
const tags = ['Ops' as const];
type Action = { id: number; reason: string };
/** Coupon dates travel as ISO strings (the form's datetime-local values converted). */
export type CouponInput = Omit<CouponBody, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** The operator console's endpoints (/api/v1/ops/…); every change refetches the console's lists. */
export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, number>({
      query: (days) => ({ url: getDashboard.path, method: getDashboard.method, params: { days } }),
      providesTags: tags,
    }),
    listStores: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (params) => ({ url: listStores.path, method: listStores.method, params }),
      providesTags: tags,
    }),
    suspendStore: build.mutation<unknown, Action & { open_orders: 'fulfil' | 'cancel' }>({
      query: ({ id, ...body }) => ({ url: fillPath(suspendStore.path, { id }), method: suspendStore.method, body }),
      invalidatesTags: tags,
    }),
    reinstateStore: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ url: fillPath(reinstateStore.path, { id }), method: reinstateStore.method, body }),
      invalidatesTags: tags,
    }),
    listCustomers: build.query<Page<AccountRow>, { q: string; page: number }>({
      query: (params) => ({ url: listCustomers.path, method: listCustomers.method, params }),
      providesTags: tags,
    }),
    suspendCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({
        url: fillPath(suspendCustomer.path, { id }),
        method: suspendCustomer.method,
        body,
      }),
      invalidatesTags: tags,
    }),
    reinstateCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({
        url: fillPath(reinstateCustomer.path, { id }),
        method: reinstateCustomer.method,
        body,
      }),
      invalidatesTags: tags,
    }),
    listProducts: build.query<Page<OpsProduct>, { q: string; page: number; status?: string }>({
      query: (params) => ({ url: listOpsProducts.path, method: listOpsProducts.method, params }),
      providesTags: tags,
    }),
    takeDownProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({
        url: fillPath(takeDownProduct.path, { id }),
        method: takeDownProduct.method,
        body,
      }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    restoreProduct: build.mutation<OpsProduct, Action>({
      query: ({ id, ...body }) => ({ url: fillPath(restoreProduct.path, { id }), method: restoreProduct.method, body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    listReports: build.query<Page<Report>, { status: string; page: number }>({
      query: (params) => ({ url: listReports.path, method: listReports.method, params }),
      providesTags: tags,
    }),
    resolveReport: build.mutation<Report, Action & { action: string }>({
      query: ({ id, ...body }) => ({ url: fillPath(resolveReport.path, { id }), method: resolveReport.method, body }),
      invalidatesTags: tags,
    }),
    listOrders: build.query<Page<OrderRow>, { q: string; page: number; refund?: string }>({
      query: (params) => ({ url: listOpsOrders.path, method: listOpsOrders.method, params }),
      providesTags: tags,
    }),
    getOrder: build.query<OpsOrderDetail, number>({
      query: (id) => ({ url: fillPath(getOpsOrder.path, { id }), method: getOpsOrder.method }),
      providesTags: tags,
    }),
    cancelOrder: build.mutation<OpsOrderDetail, Action>({
      query: ({ id, ...body }) => ({ url: fillPath(cancelOpsOrder.path, { id }), method: cancelOpsOrder.method, body }),
      invalidatesTags: tags,
    }),
    retryRefund: build.mutation<OpsOrderDetail, number>({
      query: (id) => ({ url: fillPath(retryRefund.path, { id }), method: retryRefund.method, body: {} }),
      invalidatesTags: tags,
    }),
    listCoupons: build.query<OpsCoupon[], void>({
      query: () => ({ url: listOpsCoupons.path, method: listOpsCoupons.method }),
      providesTags: tags,
    }),
    createCoupon: build.mutation<OpsCoupon, CouponInput>({
      query: (body) => ({ url: createOpsCoupon.path, method: createOpsCoupon.method, body }),
      invalidatesTags: tags,
    }),
    updateCoupon: build.mutation<OpsCoupon, CouponInput & { id: number }>({
      query: ({ id, ...body }) => ({
        url: fillPath(updateOpsCoupon.path, { id }),
        method: updateOpsCoupon.method,
        body,
      }),
      invalidatesTags: tags,
    }),
    pauseCoupon: build.mutation<OpsCoupon, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({
        url: fillPath(pauseOpsCoupon.path, { id }),
        method: pauseOpsCoupon.method,
        body: { paused },
      }),
      invalidatesTags: tags,
    }),
    listContact: build.query<Page<ContactMessage>, { handled: string; page: number }>({
      query: (params) => ({ url: listContactMessages.path, method: listContactMessages.method, params }),
      providesTags: tags,
    }),
    replyContact: build.mutation<ContactMessage, { id: number; text: string }>({
      query: ({ id, text }) => ({
        url: fillPath(replyContactMessage.path, { id }),
        method: replyContactMessage.method,
        body: { text },
      }),
      invalidatesTags: tags,
    }),
    markHandled: build.mutation<ContactMessage, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: fillPath(markContactHandled.path, { id }),
        method: markContactHandled.method,
        body: { handled },
      }),
      invalidatesTags: tags,
    }),
    listPayouts: build.query<Page<Payout>, { status: string; page: number }>({
      query: (params) => ({ url: listOpsPayouts.path, method: listOpsPayouts.method, params }),
      providesTags: tags,
    }),
    payPayout: build.mutation<Payout, { id: number; reference?: string }>({
      query: ({ id, reference }) => ({
        url: fillPath(payPayout.path, { id }),
        method: payPayout.method,
        body: reference ? { reference } : {},
      }),
      invalidatesTags: tags,
    }),
    rejectPayout: build.mutation<Payout, Action>({
      query: ({ id, ...body }) => ({ url: fillPath(rejectPayout.path, { id }), method: rejectPayout.method, body }),
      invalidatesTags: tags,
    }),
    getCommission: build.query<Commission, void>({
      query: () => ({ url: getCommission.path, method: getCommission.method }),
      providesTags: tags,
    }),
    setCommission: build.mutation<Commission, Commission>({
      query: (body) => ({ url: setCommission.path, method: setCommission.method, body }),
      invalidatesTags: tags,
    }),
    listAudit: build.query<Page<AuditEntry>, { q: string; page: number }>({
      query: (params) => ({ url: listAudit.path, method: listAudit.method, params }),
      providesTags: tags,
    }),
    getOperatorSetup: build.query<OperatorSetupInfo, string>({
      query: (token) => ({ url: getOperatorSetup.path, method: getOperatorSetup.method, params: { token } }),
    }),
    completeOperatorSetup: build.mutation<
      { email: string; recovery_codes: string[] },
      { token: string; password: string; code: string }
    >({
      query: (body) => ({ url: completeOperatorSetup.path, method: completeOperatorSetup.method, body }),
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
