import { fillPath } from '@rima/shared/endpoints/path';
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
import { api } from '../../app/api';

export type { DeliverySlots, ShippingQuote, StoreShipping } from '@rima/shared/endpoints/shipping';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingQuote: build.query<ShippingQuote, { product_id: number; qty?: number; to: string }>({
      query: (params) => ({ url: getShippingQuote.path, method: getShippingQuote.method, params }),
    }),
    getShippingBox: build.query<ShippingBox, number>({
      query: (productId) => ({ url: fillPath(getShippingBox.path, { id: productId }), method: getShippingBox.method }),
      providesTags: ['MyProduct'],
    }),
    getDeliverySlots: build.query<DeliverySlots, number>({
      query: (sellerId) => ({
        url: getDeliverySlots.path,
        method: getDeliverySlots.method,
        params: { seller_id: sellerId },
      }),
      providesTags: ['Order'],
    }),
    getStoreShipping: build.query<StoreShipping, void>({
      query: () => ({ url: getStoreShipping.path, method: getStoreShipping.method }),
      providesTags: ['StoreShipping'],
    }),
    updateStoreShipping: build.mutation<StoreShipping, StoreShippingPatchInput>({
      query: (body) => ({ url: updateStoreShipping.path, method: updateStoreShipping.method, body }),
      invalidatesTags: ['StoreShipping'],
    }),
    requestReschedule: build.mutation<Reschedule, { orderId: number; body: RequestRescheduleBody }>({
      query: ({ orderId, body }) => ({
        url: fillPath(requestReschedule.path, { id: orderId }),
        method: requestReschedule.method,
        body,
      }),
      invalidatesTags: ['Order'],
    }),
    answerReschedule: build.mutation<Reschedule, { orderId: number; action: 'accept' | 'decline' | 'withdraw' }>({
      query: ({ orderId, action }) => ({
        url: fillPath(answerReschedule.path, { id: orderId }),
        method: answerReschedule.method,
        body: { action },
      }),
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
