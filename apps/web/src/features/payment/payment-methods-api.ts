import { listPaymentMethods, type PaymentMethodInfo } from '@rima/shared/endpoints/payment-methods';
import { api, request } from '../../app/api';

// Apart from payment-api: only the checkout asks for the methods, so this stays in the checkout's chunk and
// the checkout shares no new chunk with the payment pages (each chunk's name is in the entry, decision 003).
export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The methods this deployment's provider offers, with the card's instalment terms. */
    listPaymentMethods: build.query<PaymentMethodInfo[], void>({
      query: () => request(listPaymentMethods),
    }),
  }),
});

export const { useListPaymentMethodsQuery } = paymentMethodsApi;
