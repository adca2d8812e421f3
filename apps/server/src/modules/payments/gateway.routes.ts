import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getInstallmentSettings,
  listPaymentFlags,
  listPaymentMethods,
  listPaymentNotifications,
  receiveMidtransNotification,
  reconcilePayments,
  searchPaymentNotifications,
  setInstallmentSettings,
} from '@rima/shared/api/payment-methods';
import { operatorOf } from '../ops/ops.wire';
import type { AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { NotificationRow } from './gateway.repository';
import type { GatewayService } from './gateway.service';
import type { PaymentsService } from './payments.service';
import { iso } from '../../http/wire-time';

type Options = { gateway: GatewayService; payments: PaymentsService; guards: AuthGuards };

const FLAGS_SHOWN = 200;
const NOTIFICATIONS_SHOWN = 100;
/** Midtrans's notifications are a few hundred bytes. */
const NOTIFICATION_BODY_LIMIT = 32 * 1024;

function toNotificationWire(n: NotificationRow) {
  return {
    id: n.id,
    provider: n.provider,
    transaction_status: n.transaction_status,
    gross_amount: n.gross_amount,
    is_signature_valid: n.is_signature_valid,
    outcome: n.outcome,
    body: n.body,
    received_at: iso(n.received_at),
  };
}

/** The methods a checkout offers, the gateway's notifications, and what operators see of both. */
export const gatewayRoutes: FastifyPluginAsyncZod<Options> = async (app, { gateway, payments, guards }) => {
  const publicRoute = routes(app, { tags: ['payments'] });
  const operatorRoute = routes(app, {
    tags: ['ops'],
    security: [{ token: [] }],
    preValidation: guards.requireAuth(['operator']),
  });

  publicRoute(listPaymentMethods, { summary: 'The payment methods a checkout offers' }, async () => ({
    statusCode: 200,
    message: 'Payment methods',
    data: await payments.listMethods(),
  }));

  // Signed by the gateway (checked in the service), not by a session.
  publicRoute(
    receiveMidtransNotification,
    { summary: "Midtrans's HTTP notification of a transaction", bodyLimit: NOTIFICATION_BODY_LIMIT },
    async (request) => ({
      statusCode: 200,
      message: 'Notification received',
      data: { outcome: await gateway.receiveMidtrans(request.body) },
    }),
  );

  operatorRoute(listPaymentFlags, { summary: 'Payments the gateway disagrees about' }, async () => ({
    statusCode: 200,
    message: 'Payment flags',
    data: (await gateway.listFlags(FLAGS_SHOWN)).map((f) => ({ ...f, created_at: iso(f.created_at) })),
  }));

  operatorRoute(listPaymentNotifications, { summary: "A payment's gateway notifications" }, async (request) => ({
    statusCode: 200,
    message: 'Payment notifications',
    data: (await gateway.listNotifications(request.params.id)).map(toNotificationWire),
  }));

  operatorRoute(
    searchPaymentNotifications,
    { summary: 'The gateway notifications log, by payment, order or gateway order id' },
    async (request) => ({
      statusCode: 200,
      message: 'Payment notifications',
      data: (await gateway.searchNotifications(request.query.q, NOTIFICATIONS_SHOWN)).map((n) => ({
        ...toNotificationWire(n),
        payment_id: n.payment_id,
        provider_ref: n.provider_ref,
        order_ids: n.order_ids,
      })),
    }),
  );

  operatorRoute(getInstallmentSettings, { summary: 'Card instalment settings' }, async () => ({
    statusCode: 200,
    message: 'Instalment settings',
    data: await payments.getInstallments(),
  }));

  operatorRoute(setInstallmentSettings, { summary: 'Set the card instalment settings (audited)' }, async (request) => ({
    statusCode: 200,
    message: 'Instalment settings saved',
    data: await payments.setInstallments(operatorOf(request), request.body),
  }));

  operatorRoute(reconcilePayments, { summary: 'Ask the gateway about pending payments now' }, async () => ({
    statusCode: 200,
    message: 'Reconciled',
    data: await gateway.reconcile(),
  }));
};
