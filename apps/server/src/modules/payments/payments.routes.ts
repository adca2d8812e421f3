import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chargeCardToken, confirmCardChallenge, getPayment, payByCard, simulatePayment } from '@rima/shared/api/orders';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import { toPaymentDetailWire } from '../orders/orders.wire';
import type { SettlementService } from './settlement.service';

type Options = { service: SettlementService; guards: AuthGuards };

/** The buyer's payment pages. Card numbers pass through memory only: never stored, never logged. */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards }) => {
  const route = routes(app, {
    tags: ['payments'],
    security: [{ token: [] }],
    preValidation: guards.requireAuth(['customer']),
  });

  route(getPayment, { summary: 'A payment and its orders' }, async (request) => ({
    statusCode: 200,
    message: 'Payment',
    data: toPaymentDetailWire(await service.getPayment(currentUser(request).id, request.params.id)),
  }));

  route(simulatePayment, { summary: 'Sandbox: settle as if the gateway had notified us' }, async (request) => ({
    statusCode: 200,
    message: 'Payment received',
    data: toPaymentDetailWire(await service.simulatePayment(currentUser(request).id, request.params.id)),
  }));

  route(payByCard, { summary: 'Pay a Visa payment with a card (sandbox test cards in README)' }, async (request) => ({
    statusCode: 200,
    message: 'Payment received',
    data: toPaymentDetailWire(await service.payByCard(currentUser(request).id, request.params.id, request.body)),
  }));

  route(confirmCardChallenge, { summary: "Sandbox: the card's 3-D Secure one-time password" }, async (request) => ({
    statusCode: 200,
    message: 'Payment received',
    data: toPaymentDetailWire(
      await service.confirmCardChallenge(currentUser(request).id, request.params.id, request.body.otp),
    ),
  }));

  route(chargeCardToken, { summary: 'Charge a card token with 3-D Secure (real gateways)' }, async (request) => ({
    statusCode: 200,
    message: 'Open the 3-D Secure page',
    data: toPaymentDetailWire(
      await service.chargeCardToken(currentUser(request).id, request.params.id, request.body.token_id),
    ),
  }));
};
