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
import { batchSellerOrders, type BatchOrdersBody, type BatchOrdersResult } from '@rima/shared/endpoints/fulfilment';
import { api, request } from '../../app/api';

export type { OrderDetail, OrderSummary, OrderStatus, TrackedOrder } from '@rima/shared/endpoints/orders';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /transaction/create; `idempotencyKey` is fresh per checkout attempt and reused on its retries. */
    createTransaction: build.mutation<
      CreateTransactionResult,
      { body: CreateTransactionInput; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        ...request(createTransaction),
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Cart', 'Order', 'Product'],
    }),
    listBuyerOrders: build.query<OrderSummary[], ListBuyerOrdersQuery | void>({
      query: (query) => ({ ...request(listBuyerOrders), params: query ?? undefined }),
      providesTags: ['Order'],
    }),
    listSellerOrders: build.query<OrderSummary[], Partial<ListSellerOrdersQuery> | void>({
      query: (query) => ({ ...request(listSellerOrders), params: query ?? undefined }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetail, number>({
      query: (id) => request(getOrder, { id }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<OrderDetail, UpdateOrderStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(updateOrderStatus, { id }), body }),
      invalidatesTags: ['Order', 'Payment', 'Product'],
    }),
    /** Process or ship many of the store's orders at once (per-order results; docs/decisions/055). */
    batchSellerOrders: build.mutation<BatchOrdersResult, BatchOrdersBody>({
      query: (body) => ({ ...request(batchSellerOrders), body }),
      invalidatesTags: ['Order', 'Payment', 'Product'],
    }),
    /** Public lookup by order id and billing e-mail (works for guests). */
    trackOrder: build.query<TrackedOrder, TrackOrderQuery>({
      query: (params) => ({ ...request(trackOrder), params }),
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
  useBatchSellerOrdersMutation,
  useTrackOrderQuery,
  useLazyTrackOrderQuery,
} = ordersApi;
