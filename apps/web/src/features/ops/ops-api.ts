import type { Payout } from '@rima/shared/endpoints/ledger';
// The console's endpoints as the contract lists them, read by name (ops.listStores), not copied into a list here.
import * as ops from '@rima/shared/endpoints/ops';
import * as categories from '@rima/shared/endpoints/categories';
import * as content from '@rima/shared/endpoints/ops-content';
import { completeOperatorSetup, getOperatorSetup, type OperatorSetupInfo } from '@rima/shared/endpoints/operator-setup';
import { api, request } from '../../app/api';

export type Page<T> = { data: T[]; dataCount: number; page: number; totalPage: number };
const tags = ['Ops' as const];
type Action = { id: number; reason: string };
/** A category's editable fields (a leaf's `parent_id` moves it). */
export type CategoryInput = { name: string; name_id: string; slug: string; parent_id?: number; position?: number };
/** Coupon dates travel as ISO strings (the form's datetime-local values converted). */
export type CouponInput = Omit<content.CouponBody, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** The operator console's endpoints (/api/v1/ops/…); every change refetches the console's lists. */
export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<content.Dashboard, number>({
      query: (days) => ({ ...request(content.getDashboard), params: { days } }),
      providesTags: tags,
    }),
    listStores: build.query<Page<ops.AccountRow>, { q: string; page: number }>({
      query: (params) => ({ ...request(ops.listStores), params }),
      providesTags: tags,
    }),
    suspendStore: build.mutation<unknown, Action & { open_orders: 'fulfil' | 'cancel' }>({
      query: ({ id, ...body }) => ({ ...request(ops.suspendStore, { id }), body }),
      invalidatesTags: tags,
    }),
    reinstateStore: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.reinstateStore, { id }), body }),
      invalidatesTags: tags,
    }),
    listCustomers: build.query<Page<ops.AccountRow>, { q: string; page: number }>({
      query: (params) => ({ ...request(ops.listCustomers), params }),
      providesTags: tags,
    }),
    suspendCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.suspendCustomer, { id }), body }),
      invalidatesTags: tags,
    }),
    reinstateCustomer: build.mutation<unknown, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.reinstateCustomer, { id }), body }),
      invalidatesTags: tags,
    }),
    listProducts: build.query<Page<ops.OpsProduct>, { q: string; page: number; status?: string }>({
      query: (params) => ({ ...request(ops.listOpsProducts), params }),
      providesTags: tags,
    }),
    takeDownProduct: build.mutation<ops.OpsProduct, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.takeDownProduct, { id }), body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    restoreProduct: build.mutation<ops.OpsProduct, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.restoreProduct, { id }), body }),
      invalidatesTags: [...tags, 'Product', 'MyProduct'],
    }),
    listReports: build.query<Page<ops.Report>, { status: string; page: number }>({
      query: (params) => ({ ...request(ops.listReports), params }),
      providesTags: tags,
    }),
    resolveReport: build.mutation<ops.Report, Action & { action: string }>({
      query: ({ id, ...body }) => ({ ...request(ops.resolveReport, { id }), body }),
      invalidatesTags: tags,
    }),
    listOrders: build.query<Page<ops.OpsOrderRow>, { q: string; page: number; refund?: string }>({
      query: (params) => ({ ...request(ops.listOpsOrders), params }),
      providesTags: tags,
    }),
    getOrder: build.query<ops.OpsOrderDetail, number>({
      query: (id) => request(ops.getOpsOrder, { id }),
      providesTags: tags,
    }),
    cancelOrder: build.mutation<ops.OpsOrderDetail, Action>({
      query: ({ id, ...body }) => ({ ...request(ops.cancelOpsOrder, { id }), body }),
      invalidatesTags: tags,
    }),
    retryRefund: build.mutation<ops.OpsOrderDetail, number>({
      query: (id) => ({ ...request(ops.retryRefund, { id }), body: {} }),
      invalidatesTags: tags,
    }),
    listCoupons: build.query<content.OpsCoupon[], void>({
      query: () => request(content.listOpsCoupons),
      providesTags: tags,
    }),
    createCoupon: build.mutation<content.OpsCoupon, CouponInput>({
      query: (body) => ({ ...request(content.createOpsCoupon), body }),
      invalidatesTags: tags,
    }),
    updateCoupon: build.mutation<content.OpsCoupon, CouponInput & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(content.updateOpsCoupon, { id }), body }),
      invalidatesTags: tags,
    }),
    pauseCoupon: build.mutation<content.OpsCoupon, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({ ...request(content.pauseOpsCoupon, { id }), body: { paused } }),
      invalidatesTags: tags,
    }),
    listContact: build.query<Page<content.ContactMessage>, { handled: string; page: number }>({
      query: (params) => ({ ...request(content.listContactMessages), params }),
      providesTags: tags,
    }),
    replyContact: build.mutation<content.ContactMessage, { id: number; text: string }>({
      query: ({ id, text }) => ({ ...request(content.replyContactMessage, { id }), body: { text } }),
      invalidatesTags: tags,
    }),
    markHandled: build.mutation<content.ContactMessage, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({ ...request(content.markContactHandled, { id }), body: { handled } }),
      invalidatesTags: tags,
    }),
    listPayouts: build.query<Page<Payout>, { status: string; page: number }>({
      query: (params) => ({ ...request(content.listOpsPayouts), params }),
      providesTags: tags,
    }),
    payPayout: build.mutation<Payout, { id: number; reference?: string }>({
      query: ({ id, reference }) => ({ ...request(content.payPayout, { id }), body: reference ? { reference } : {} }),
      invalidatesTags: tags,
    }),
    rejectPayout: build.mutation<Payout, Action>({
      query: ({ id, ...body }) => ({ ...request(content.rejectPayout, { id }), body }),
      invalidatesTags: tags,
    }),
    getCommission: build.query<content.Commission, void>({
      query: () => request(content.getCommission),
      providesTags: tags,
    }),
    setCommission: build.mutation<content.Commission, content.Commission>({
      query: (body) => ({ ...request(content.setCommission), body }),
      invalidatesTags: tags,
    }),
    listCategories: build.query<categories.OpsCategory[], void>({
      query: () => request(categories.listOpsCategories),
      providesTags: tags,
    }),
    addCategory: build.mutation<
      categories.OpsCategory,
      Omit<CategoryInput, 'parent_id'> & { parent_id: number | null }
    >({
      query: (body) => ({ ...request(categories.addCategory), body }),
      invalidatesTags: [...tags, { type: 'Catalog', id: 'categories' }],
    }),
    editCategory: build.mutation<categories.OpsCategory, Partial<CategoryInput> & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(categories.editCategory, { id }), body }),
      invalidatesTags: [...tags, { type: 'Catalog', id: 'categories' }],
    }),
    retireCategory: build.mutation<categories.OpsCategory, { id: number; retired: boolean }>({
      query: ({ id, retired }) => ({ ...request(categories.retireCategory, { id }), body: { retired } }),
      invalidatesTags: [...tags, { type: 'Catalog', id: 'categories' }],
    }),
    listAudit: build.query<Page<content.AuditEntry>, { q: string; page: number }>({
      query: (params) => ({ ...request(content.listAudit), params }),
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
  useListCategoriesQuery,
  useAddCategoryMutation,
  useEditCategoryMutation,
  useRetireCategoryMutation,
  useListAuditQuery,
  useGetOperatorSetupQuery,
  useCompleteOperatorSetupMutation,
} = opsApi;
