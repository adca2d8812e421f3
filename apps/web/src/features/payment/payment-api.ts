import type { z } from 'zod';
import type { PayByCardBody, PaymentDetail, getPayment } from '@rima/shared/api/orders';
import { api } from '../../app/api';

export type { PaymentDetail } from '@rima/shared/api/orders';

type PaymentResponse = z.infer<(typeof getPayment)['response']>;

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentDetail, number>({
      query: (id) => `/payment/${id}`,
      transformResponse: (res: PaymentResponse) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'Payment', id }],
    }),
    /** Sandbox: settles the payment through the same path a gateway notification takes. */
    simulatePayment: build.mutation<PaymentDetail, number>({
      query: (id) => ({ url: `/payment/${id}/simulate`, method: 'POST' }),
      transformResponse: (res: PaymentResponse) => res.data,
      invalidatesTags: (_r, _e, id) => [{ type: 'Payment', id }, 'Order'],
    }),
    /** The card number goes out in this request only; nothing keeps it afterwards. */
    payByCard: build.mutation<PaymentDetail, PayByCardBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/payment/${id}/card`, method: 'POST', body }),
      transformResponse: (res: PaymentResponse) => res.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }, 'Order'],
    }),
  }),
});

export const { useGetPaymentQuery, useSimulatePaymentMutation, usePayByCardMutation } = paymentApi;
