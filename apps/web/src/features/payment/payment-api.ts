import {
  getPayment,
  payByCard,
  simulatePayment,
  type PayByCardBody,
  type PaymentDetail,
} from '@rima/shared/endpoints/orders';
import { chargeCardToken, confirmCardChallenge } from '@rima/shared/endpoints/payment-methods';
import { api, request } from '../../app/api';

export type { PaymentDetail } from '@rima/shared/endpoints/orders';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentDetail, number>({
      query: (id) => request(getPayment, { id }),
      providesTags: (_r, _e, id) => [{ type: 'Payment', id }],
    }),
    /** Sandbox: settles the payment through the same path a gateway notification takes. */
    simulatePayment: build.mutation<PaymentDetail, number>({
      query: (id) => request(simulatePayment, { id }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Payment', id }, 'Order'],
    }),
    /** The card number goes out in this request only; nothing keeps it afterwards. */
    payByCard: build.mutation<PaymentDetail, PayByCardBody & { id: number }>({
      query: ({ id, ...body }) => ({ ...request(payByCard, { id }), body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }, 'Order'],
    }),
    /** A real gateway's card: the token its tokeniser gave the browser; answers the 3-D Secure page. */
    chargeCardToken: build.mutation<PaymentDetail, { id: number; token_id: string }>({
      query: ({ id, ...body }) => ({ ...request(chargeCardToken, { id }), body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }],
    }),
    /** Sandbox: the one-time password of the card's 3-D Secure step. */
    confirmCardChallenge: build.mutation<PaymentDetail, { id: number; otp: string }>({
      query: ({ id, ...body }) => ({ ...request(confirmCardChallenge, { id }), body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }, 'Order'],
    }),
  }),
});

export const {
  useGetPaymentQuery,
  useSimulatePaymentMutation,
  usePayByCardMutation,
  useChargeCardTokenMutation,
  useConfirmCardChallengeMutation,
} = paymentApi;
