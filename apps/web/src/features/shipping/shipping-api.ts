import type {
  DeliverySlots,
  Reschedule,
  RequestRescheduleBody,
  ShippingBox,
  ShippingQuote,
  StoreShipping,
  StoreShippingPatchInput,
} from '@rima/shared/api/shipping';
import { api } from '../../app/api';

export type { DeliverySlots, ShippingQuote, StoreShipping } from '@rima/shared/api/shipping';

// Types only from the contract: its values would pull zod into the product page's chunk.
type Envelope<T> = { data: T };
const data = <T>(r: Envelope<T>) => r.data;

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingQuote: build.query<ShippingQuote, { product_id: number; qty?: number; to: string }>({
      query: (params) => ({ url: '/shipping/quote', params }),
      transformResponse: data<ShippingQuote>,
    }),
    getShippingBox: build.query<ShippingBox, number>({
      query: (productId) => `/product/${productId}/shipping-box`,
      transformResponse: data<ShippingBox>,
      providesTags: ['MyProduct'],
    }),
    getDeliverySlots: build.query<DeliverySlots, number>({
      query: (sellerId) => ({ url: '/shipping/slots', params: { seller_id: sellerId } }),
      transformResponse: data<DeliverySlots>,
      providesTags: ['Order'],
    }),
    getStoreShipping: build.query<StoreShipping, void>({
      query: () => '/seller/shipping',
      transformResponse: data<StoreShipping>,
      providesTags: ['StoreShipping'],
    }),
    updateStoreShipping: build.mutation<StoreShipping, StoreShippingPatchInput>({
      query: (body) => ({ url: '/seller/shipping', method: 'PATCH', body }),
      transformResponse: data<StoreShipping>,
      invalidatesTags: ['StoreShipping'],
    }),
    requestReschedule: build.mutation<Reschedule, { orderId: number; body: RequestRescheduleBody }>({
      query: ({ orderId, body }) => ({ url: `/delivery/${orderId}/reschedule`, method: 'POST', body }),
      transformResponse: data<Reschedule>,
      invalidatesTags: ['Order'],
    }),
    answerReschedule: build.mutation<Reschedule, { orderId: number; action: 'accept' | 'decline' | 'withdraw' }>({
      query: ({ orderId, action }) => ({ url: `/delivery/${orderId}/reschedule`, method: 'PATCH', body: { action } }),
      transformResponse: data<Reschedule>,
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useGetShippingBoxQuery,
  useGetShippingQuoteQuery,
  useGetDeliverySlotsQuery,
  useGetStoreShippingQuery,
  useUpdateStoreShippingMutation,
  useRequestRescheduleMutation,
  useAnswerRescheduleMutation,
} = shippingApi;
