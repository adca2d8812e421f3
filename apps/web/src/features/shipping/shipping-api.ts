import {
  answerReschedule,
  getDeliverySlots,
  getShippingBox,
  getShippingQuote,
  getStoreShipping,
  requestReschedule,
  updateStoreShipping,
  type DeliverySlots,
  type Reschedule,
  type RequestRescheduleBody,
  type ShippingBox,
  type ShippingQuote,
  type StoreShipping,
  type StoreShippingPatchInput,
} from '@rima/shared/endpoints/shipping';
import { api, request } from '../../app/api';

export type { DeliverySlots, ShippingQuote, StoreShipping } from '@rima/shared/endpoints/shipping';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingQuote: build.query<ShippingQuote, { product_id: number; qty?: number; to: string }>({
      query: (params) => ({ ...request(getShippingQuote), params }),
    }),
    getShippingBox: build.query<ShippingBox, number>({
      query: (productId) => request(getShippingBox, { id: productId }),
      providesTags: ['MyProduct'],
    }),
    getDeliverySlots: build.query<DeliverySlots, number>({
      query: (sellerId) => ({ ...request(getDeliverySlots), params: { seller_id: sellerId } }),
      providesTags: ['Order'],
    }),
    getStoreShipping: build.query<StoreShipping, void>({
      query: () => request(getStoreShipping),
      providesTags: ['StoreShipping'],
    }),
    updateStoreShipping: build.mutation<StoreShipping, StoreShippingPatchInput>({
      query: (body) => ({ ...request(updateStoreShipping), body }),
      invalidatesTags: ['StoreShipping'],
    }),
    requestReschedule: build.mutation<Reschedule, { orderId: number; body: RequestRescheduleBody }>({
      query: ({ orderId, body }) => ({ ...request(requestReschedule, { id: orderId }), body }),
      invalidatesTags: ['Order'],
    }),
    answerReschedule: build.mutation<Reschedule, { orderId: number; action: 'accept' | 'decline' | 'withdraw' }>({
      query: ({ orderId, action }) => ({ ...request(answerReschedule, { id: orderId }), body: { action } }),
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
