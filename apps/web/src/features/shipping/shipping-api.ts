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

/** The store, and what its delivery promise is counted for (the chosen service, to the chosen address). */
export type SlotsArgs = { sellerId: number; service?: string | null; productId?: number; addressId?: number };

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingQuote: build.query<ShippingQuote, { product_id: number; variant_id?: number; qty?: number; to: string }>(
      {
        query: (params) => ({ ...request(getShippingQuote), params }),
      },
    ),
    getShippingBox: build.query<ShippingBox, number>({
      query: (productId) => request(getShippingBox, { id: productId }),
      providesTags: ['MyProduct'],
    }),
    /** A store's slots; with the service, a product and the address, from the day the promise allows. */
    getDeliverySlots: build.query<DeliverySlots, SlotsArgs>({
      query: (args) => ({
        ...request(getDeliverySlots),
        params: {
          seller_id: args.sellerId,
          ...(args.service && args.productId && args.addressId
            ? { service: args.service, product_id: args.productId, address_id: args.addressId }
            : {}),
        },
      }),
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
