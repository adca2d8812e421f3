import type { z } from 'zod';
import type {
  CreateTransactionInput,
  CreateTransactionResult,
  ListBuyerOrdersQuery,
  ListSellerOrdersQuery,
  OrderDetail,
  OrderSummary,
  TrackedOrder,
  TrackOrderQuery,
  UpdateOrderStatusBody,
  createTransaction,
  getOrder,
  listBuyerOrders,
  trackOrder,
} from '@rima/shared/api/orders';
import { api } from '../../app/api';

export type { OrderDetail, OrderSummary, OrderStatus, TrackedOrder } from '@rima/shared/api/orders';

type OrderListResponse = z.infer<(typeof listBuyerOrders)['response']>;
type OrderDetailResponse = z.infer<(typeof getOrder)['response']>;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /transaction/create; `idempotencyKey` is fresh per checkout attempt and reused on its retries. */
    createTransaction: build.mutation<
      CreateTransactionResult,
      { body: CreateTransactionInput; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/transaction/create',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (res: z.infer<(typeof createTransaction)['response']>) => res.data,
      invalidatesTags: ['Cart', 'Order', 'Product'],
    }),
    listBuyerOrders: build.query<OrderSummary[], ListBuyerOrdersQuery | void>({
      query: (query) => ({ url: '/transaction', params: query ?? undefined }),
      transformResponse: (res: OrderListResponse) => res.data,
      providesTags: ['Order'],
    }),
    listSellerOrders: build.query<OrderSummary[], Partial<ListSellerOrdersQuery> | void>({
      query: (query) => ({ url: '/transaction/history-seller', params: query ?? undefined }),
      transformResponse: (res: OrderListResponse) => res.data,
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetail, number>({
      query: (id) => `/transaction/${id}`,
      transformResponse: (res: OrderDetailResponse) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<OrderDetail, UpdateOrderStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/transaction/${id}/status`, method: 'PATCH', body }),
      transformResponse: (res: OrderDetailResponse) => res.data,
      invalidatesTags: ['Order', 'Payment', 'Product'],
    }),
    /** Public lookup by order id and billing e-mail (works for guests). */
    trackOrder: build.query<TrackedOrder, TrackOrderQuery>({
      query: (params) => ({ url: '/order/track', params }),
      transformResponse: (res: z.infer<(typeof trackOrder)['response']>) => res.data,
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
