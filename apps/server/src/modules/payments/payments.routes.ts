import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPayment, payByCard, simulatePayment } from '@rima/shared/api/orders';
import { currentUser, type AuthGuards } from '../../http/auth';
import { toPaymentDetailWire } from '../orders/orders.wire';
import type { SettlementService } from './settlement.service';

type Options = { service: SettlementService; guards: AuthGuards };

/** The buyer's payment pages. Card numbers pass through memory only: never stored, never logged. */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards }) => {
  const guard = guards.requireAuth(['customer']);
  const common = { tags: ['payments'], security: [{ token: [] }] };

  app.get(
    getPayment.path,
    {
      preValidation: guard,
      schema: {
        ...common,
        summary: 'A payment and its orders',
        params: getPayment.params,
        response: { 200: getPayment.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Payment',
      data: toPaymentDetailWire(await service.getPayment(currentUser(request).id, request.params.id)),
    }),
  );

  app.post(
    simulatePayment.path,
    {
      preValidation: guard,
      schema: {
        ...common,
        summary: 'Sandbox: settle as if the gateway had notified us',
        params: simulatePayment.params,
        response: { 200: simulatePayment.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Payment received',
      data: toPaymentDetailWire(await service.simulatePayment(currentUser(request).id, request.params.id)),
    }),
  );

  app.post(
    payByCard.path,
    {
      preValidation: guard,
      schema: {
        ...common,
        summary: 'Pay a Visa payment with a card (sandbox test cards in README)',
        params: payByCard.params,
        body: payByCard.body,
        response: { 200: payByCard.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Payment received',
      data: toPaymentDetailWire(await service.payByCard(currentUser(request).id, request.params.id, request.body)),
    }),
  );
};
