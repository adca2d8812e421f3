import {
  createTransaction,
  IDEMPOTENCY_HEADER,
  type CreateTransactionInput,
  type CreateTransactionResult,
} from '@rima/shared/endpoints/checkout';
import {
  getOrder,
  listBuyerOrders,
  listSellerOrders,
  trackOrder,
  updateOrderStatus,
  type ListBuyerOrdersQuery,
  type ListSellerOrdersQuery,
  type OrderDetail,
  type OrderSummary,
  type TrackedOrder,
  type TrackOrderQuery,
  type UpdateOrderStatusBody,
} from '@rima/shared/endpoints/orders';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

export type { OrderDetail, OrderSummary, OrderStatus, TrackedOrder } from '@rima/shared/endpoints/orders';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /transaction/create; `idempotencyKey` is fresh per checkout attempt and reused on its retries. */
    createTransaction: build.mutation<
      CreateTransactionResult,
      { body: CreateTransactionInput; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: createTransaction.path,
        method: createTransaction.method,
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Cart', 'Order', 'Product'],
    }),
    listBuyerOrders: build.query<OrderSummary[], ListBuyerOrdersQuery | void>({
      query: (query) => ({ url: listBuyerOrders.path, method: listBuyerOrders.method, params: query ?? undefined }),
      providesTags: ['Order'],
    }),
    listSellerOrders: build.query<OrderSummary[], Partial<ListSellerOrdersQuery> | void>({
      query: (query) => ({ url: listSellerOrders.path, method: listSellerOrders.method, params: query ?? undefined }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetail, number>({
      query: (id) => ({ url: fillPath(getOrder.path, { id }), method: getOrder.method }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<OrderDetail, UpdateOrderStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({
        url: fillPath(updateOrderStatus.path, { id }),
        method: updateOrderStatus.method,
        body,
      }),
      invalidatesTags: ['Order', 'Payment', 'Product'],
    }),
    /** Public lookup by order id and billing e-mail (works for guests). */
    trackOrder: build.query<TrackedOrder, TrackOrderQuery>({
      query: (params) => ({ url: trackOrder.path, method: trackOrder.method, params }),
      providesTags: ['Order'],
    }),
  }),
});

export const {
  useCreateTransactionMutation,
  useListBuyerOrdersQuery,
  useListSellerOrdersQuery,
  useGetOrderQuery,
  useUpdateOrderStatusMutation,
  useTrackOrderQuery,
  useLazyTrackOrderQuery,
} = ordersApi;
