import { fillPath } from '@rima/shared/endpoints/path';
import {
  getPayment,
  payByCard,
  simulatePayment,
  type PayByCardBody,
  type PaymentDetail,
} from '@rima/shared/endpoints/orders';
import { api } from '../../app/api';

export type { PaymentDetail } from '@rima/shared/endpoints/orders';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentDetail, number>({
      query: (id) => ({ url: fillPath(getPayment.path, { id }), method: getPayment.method }),
      providesTags: (_r, _e, id) => [{ type: 'Payment', id }],
    }),
    /** Sandbox: settles the payment through the same path a gateway notification takes. */
    simulatePayment: build.mutation<PaymentDetail, number>({
      query: (id) => ({ url: fillPath(simulatePayment.path, { id }), method: simulatePayment.method }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Payment', id }, 'Order'],
    }),
    /** The card number goes out in this request only; nothing keeps it afterwards. */
    payByCard: build.mutation<PaymentDetail, PayByCardBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: fillPath(payByCard.path, { id }), method: payByCard.method, body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }, 'Order'],
    }),
  }),
});

export const { useGetPaymentQuery, useSimulatePaymentMutation, usePayByCardMutation } = paymentApi;
