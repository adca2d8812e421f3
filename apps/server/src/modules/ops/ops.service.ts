import type { FastifyBaseLogger } from 'fastify';
import { SHOP_NAME } from '@rima/shared/constants';
import type { ReportRecord } from './ops.repository';
import type { ResolveReportBody, SuspendStoreBody } from '@rima/shared/api/ops';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Mail, Mailer } from '../../mail/mailer';
import { recordAudit, type Operator } from '../audit/audit';
import type { AuthService } from '../auth/auth.service';
import type { OrdersService, StatusChange } from '../orders/orders.service';
import type { RefundsService } from '../payments/refunds.service';
import type { ProductsService } from '../products/products.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { opsMail } from './ops-mail';
import type { AccountRecord, OpsRepository, ProductRecord } from './ops.repository';

const accountSnapshot = (a: AccountRecord) => ({ suspended_at: a.suspended_at, suspended_reason: a.suspended_reason });

/**
 * What operators do to stores, customers, listings, reports and orders (docs/decisions/014). Each action is
 * one transaction with its audit entry; e-mails, notifications and order events go out after it commits.
 * Accounts, products, reviews, orders and refunds change through their owning modules' services, inside
 * that transaction (docs/decisions/031).
 */
export function createOpsService(deps: {
  db: Db;
  repo: OpsRepository;
  orders: OrdersService;
  refunds: RefundsService;
  auth: Pick<AuthService, 'setSuspended' | 'revokeSessions'>;
  products: Pick<ProductsService, 'setModeration' | 'moveSellerProducts'>;
  reviews: Pick<ReviewsService, 'hideReview'>;
  mailer: Mailer;
  events: EventBus;
  log: FastifyBaseLogger;
}) {
  const { db, repo, orders, refunds, auth, products, reviews, mailer, events, log } = deps;

  function tell(
    userId: number,
    mail: Mail | null,
    notice: { type: string; title: string; text: string; link: string },
  ) {
    events.emit('account.notice', { userId, ...notice });
    if (mail) mailer.send(mail).catch((err: unknown) => log.error({ err, to: mail.to }, 'operator mail failed'));
  }

  async function lockAccount(tx: Queryable, id: number, role: 'seller' | 'customer') {
    const account = await repo.findAccount(tx, id, true);
    if (!account || account.role !== role) throw notFound(role === 'seller' ? 'Store not found' : 'Customer not found');
    return account;
  }

  /** Inside a transaction: the store's suspension (audit entry written when `audit`). */
  async function suspendStoreTx(tx: Queryable, operator: Operator, id: number, body: SuspendStoreBody, audit: boolean) {
    const before = await lockAccount(tx, id, 'seller');
    if (before.suspended_at) throw conflict('This store is suspended already');
    await auth.setSuspended(id, body.reason, tx);
    const hidden = await products.moveSellerProducts(id, 'active', 'suspended', tx);
    await auth.revokeSessions(id, tx);
    const changes: StatusChange[] = [];
    if (body.open_orders === 'cancel') {
      for (const orderId of await repo.openOrderIds(tx, id)) {
        const reason = `Cancelled by ${SHOP_NAME}: the store was suspended`;
        changes.push((await orders.cancelByOperator(tx, orderId, { operatorId: operator.id, reason })).change);
      }
    }
    const after = await lockAccount(tx, id, 'seller');
    if (audit) {
      await recordAudit(tx, {
        actor: operator,
        action: 'store.suspend',
        targetType: 'store',
        targetId: id,
        reason: body.reason,
        before: accountSnapshot(before),
        after: {
          ...accountSnapshot(after),
          products_hidden: hidden,
          open_orders: body.open_orders,
          cancelled_orders: changes.map((c) => c.orderId),
        },
      });
    }
    return { store: after, changes };
  }

  /** After commit: the order events, the seller's e-mail and notification. */
  function afterSuspended(result: { store: AccountRecord; changes: StatusChange[] }, body: SuspendStoreBody) {
    orders.emitChanges(result.changes);
    tell(
      result.store.id,
      opsMail(result.store.email, 'your store is suspended', [
        `Hello ${result.store.username},`,
        `Your store has been suspended by the ${SHOP_NAME} marketplace team. Its products are no longer shown in the shop.`,
        `Reason: ${body.reason}`,
        body.open_orders === 'cancel'
          ? `Its open orders were cancelled and the buyers refunded (${result.changes.length}).`
          : 'Its open orders stay open.',
        'If you think this is a mistake, reply to this e-mail or write to us from the contact page.',
      ]),
      { type: 'store.suspended', title: 'Your store is suspended', text: `Reason: ${body.reason}`, link: '/profile' },
    );
    return { store: result.store, cancelled_orders: result.changes.map((c) => c.orderId) };
  }

  async function suspendStore(operator: Operator, id: number, body: SuspendStoreBody) {
    const result = await db.transaction((tx) => suspendStoreTx(tx, operator, id, body, true));
    return afterSuspended(result, body);
  }

  async function reinstateStore(operator: Operator, id: number, reason: string) {
    const store = await db.transaction(async (tx) => {
      const before = await lockAccount(tx, id, 'seller');
      if (!before.suspended_at) throw conflict('This store is not suspended');
      await auth.setSuspended(id, null, tx);
      const shown = await products.moveSellerProducts(id, 'suspended', 'active', tx);
      const after = await lockAccount(tx, id, 'seller');
      await recordAudit(tx, {
        actor: operator,
        action: 'store.reinstate',
        targetType: 'store',
        targetId: id,
        reason,
        before: accountSnapshot(before),
        after: { ...accountSnapshot(after), products_shown: shown },
      });
      return after;
    });
    tell(
      id,
      opsMail(store.email, 'your store is open again', [
        `Hello ${store.username},`,
        'Your store has been reinstated: you can log in again and your products are back in the shop.',
        `Note from the team: ${reason}`,
      ]),
      { type: 'store.reinstated', title: 'Your store is open again', text: reason, link: '/admin/my-product' },
    );
    return { store };
  }

  async function customerSuspendTx(
    tx: Queryable,
    op: Operator,
    id: number,
    reason: string,
    suspend: boolean,
    audit: boolean,
  ) {
    const before = await lockAccount(tx, id, 'customer');
    if (Boolean(before.suspended_at) === suspend) {
      throw conflict(suspend ? 'This customer is suspended already' : 'This customer is not suspended');
    }
    await auth.setSuspended(id, suspend ? reason : null, tx);
    if (suspend) await auth.revokeSessions(id, tx);
    const after = await lockAccount(tx, id, 'customer');
    if (audit) {
      await recordAudit(tx, {
        actor: op,
        action: suspend ? 'customer.suspend' : 'customer.reinstate',
        targetType: 'customer',
        targetId: id,
        reason,
        before: accountSnapshot(before),
        after: accountSnapshot(after),
      });
    }
    return after;
  }

  function afterCustomer(customer: AccountRecord, reason: string, suspend: boolean) {
    const mail = opsMail(
      customer.email,
      suspend ? 'your account is suspended' : 'your account is open again',
      suspend
        ? [`Hello ${customer.username},`, 'Your account has been suspended.', `Reason: ${reason}`]
        : [`Hello ${customer.username},`, 'Your account has been reinstated: you can log in again.'],
    );
    mailer.send(mail).catch((err: unknown) => log.error({ err, to: mail.to }, 'operator mail failed'));
    return { customer };
  }

  async function setCustomerSuspended(op: Operator, id: number, reason: string, suspend: boolean) {
    const customer = await db.transaction((tx) => customerSuspendTx(tx, op, id, reason, suspend, true));
    return afterCustomer(customer, reason, suspend);
  }

  async function productDownTx(tx: Queryable, op: Operator, id: number, reason: string, down: boolean, audit: boolean) {
    const before = await repo.findProduct(tx, id, true);
    if (!before || before.status === 'archived') throw notFound('Product not found');
    if (down && before.status === 'taken_down') throw conflict('This product is taken down already');
    if (!down && before.status !== 'taken_down') throw conflict('This product is not taken down');
    const status = down ? 'taken_down' : before.seller_suspended ? 'suspended' : 'active';
    await products.setModeration(id, status, down ? reason : null, tx);
    const after = await repo.findProduct(tx, id);
    if (!after) throw notFound('Product not found');
    if (audit) {
      await recordAudit(tx, {
        actor: op,
        action: down ? 'product.take_down' : 'product.restore',
        targetType: 'product',
        targetId: id,
        reason,
        before: { status: before.status, moderation_reason: before.moderation_reason },
        after: { status: after.status, moderation_reason: after.moderation_reason },
      });
    }
    return after;
  }

  function afterProduct(product: ProductRecord, reason: string, down: boolean) {
    tell(
      product.seller_id,
      opsMail(product.seller_email, down ? `"${product.name}" was taken down` : `"${product.name}" is back`, [
        down
          ? `Your product "${product.name}" was taken down by the marketplace team and is no longer shown in the shop.`
          : `Your product "${product.name}" was restored and is shown in the shop again.`,
        `Reason: ${reason}`,
      ]),
      {
        type: down ? 'product.taken_down' : 'product.restored',
        title: down ? 'Product taken down' : 'Product restored',
        text: `${product.name}: ${reason}`,
        link: '/admin/my-product',
      },
    );
    return product;
  }

  async function setProductDown(op: Operator, id: number, reason: string, down: boolean) {
    const product = await db.transaction((tx) => productDownTx(tx, op, id, reason, down, true));
    return afterProduct(product, reason, down);
  }

  /**
   * One transaction and one audit entry for the whole resolution: the take-down, hidden review or suspension
   * and the closing of every open report of the same target.
   */
  async function resolveReport(operator: Operator, id: number, body: ResolveReportBody): Promise<ReportRecord> {
    const { action, reason } = body;
    let after: (() => void) | undefined;
    const report = await db.transaction(async (tx) => {
      const report = await repo.findReport(tx, id, true);
      if (!report) throw notFound('Report not found');
      if (report.status !== 'open') throw conflict('This report is closed already');
      if (action === 'take_down') {
        if (report.target_type !== 'product') throw badRequest('Only a product can be taken down');
        const product = await productDownTx(tx, operator, report.target_id, reason, true, false);
        after = () => afterProduct(product, reason, true);
      } else if (action === 'hide_review') {
        if (report.target_type !== 'review') throw badRequest('Only a review can be hidden');
        if (!(await reviews.hideReview(report.target_id, reason, tx))) throw conflict('This review is gone already');
      } else if (action === 'suspend') {
        const target = report.target_type === 'product' ? report.seller_id : report.author_id;
        const account = target === null ? undefined : await repo.findAccount(tx, target);
        if (!account || account.role === 'operator') throw badRequest('Nobody to suspend for this report');
        if (!account.suspended_at && account.role === 'seller') {
          const body = { reason, open_orders: 'fulfil' as const };
          const result = await suspendStoreTx(tx, operator, account.id, body, false);
          after = () => afterSuspended(result, body);
        } else if (!account.suspended_at) {
          const customer = await customerSuspendTx(tx, operator, account.id, reason, true, false);
          after = () => afterCustomer(customer, reason, true);
        }
      }
      const closed = await repo.closeReports(tx, report, {
        status: action === 'dismiss' ? 'dismissed' : 'resolved',
        resolution: `${action}: ${reason}`,
        operatorId: operator.id,
      });
      await recordAudit(tx, {
        actor: operator,
        action: `report.${action}`,
        targetType: 'report',
        targetId: id,
        reason,
        before: { status: 'open', target_type: report.target_type, target_id: report.target_id },
        after: { status: action === 'dismiss' ? 'dismissed' : 'resolved', closed_reports: closed },
      });
      const resolved = await repo.findReport(tx, id);
      if (!resolved) throw notFound('Report not found');
      return resolved;
    });
    after?.();
    return report;
  }

  async function cancelOrder(operator: Operator, id: number, reason: string) {
    const change = await db.transaction(async (tx) => {
      const { before, change } = await orders.cancelByOperator(tx, id, { operatorId: operator.id, reason });
      await recordAudit(tx, {
        actor: operator,
        action: 'order.cancel_refund',
        targetType: 'order',
        targetId: id,
        reason,
        before: { status: before.status, total: before.total },
        after: { status: 'cancelled' },
      });
      return change;
    });
    orders.emitChanges([change]);
    return orders.getOrderForOps(id);
  }

  async function retryRefund(operator: Operator, orderId: number) {
    await db.transaction(async (tx) => {
      const before = await repo.refundOf(tx, orderId);
      if (!before) throw notFound('This order has no refund');
      if (!(await refunds.requeueFailed(orderId, tx))) throw conflict(`This refund is ${before.status}, not failed`);
      await recordAudit(tx, {
        actor: operator,
        action: 'refund.retry',
        targetType: 'order',
        targetId: orderId,
        before: { status: before.status, attempts: before.attempts, last_error: before.last_error },
        after: { status: 'pending' },
      });
    });
    // Handed to the provider at once (the job would pick it up within a minute otherwise).
    await refunds.processDue();
    return orders.getOrderForOps(orderId);
  }

  return {
    suspendStore,
    reinstateStore,
    suspendCustomer: (op: Operator, id: number, reason: string) => setCustomerSuspended(op, id, reason, true),
    reinstateCustomer: (op: Operator, id: number, reason: string) => setCustomerSuspended(op, id, reason, false),
    takeDownProduct: (op: Operator, id: number, reason: string) => setProductDown(op, id, reason, true),
    restoreProduct: (op: Operator, id: number, reason: string) => setProductDown(op, id, reason, false),
    resolveReport,
    cancelOrder,
    retryRefund,
    refundOf: (orderId: number) => repo.refundOf(db, orderId),

    listAccounts: (role: 'customer' | 'seller', filter: { q?: string | undefined; limit: number; offset: number }) =>
      repo.listAccounts(db, role, filter),
    listProducts: (filter: Parameters<OpsRepository['listProducts']>[1]) => repo.listProducts(db, filter),
    listReports: (filter: Parameters<OpsRepository['listReports']>[1]) => repo.listReports(db, filter),
    listOrders: (filter: Parameters<OpsRepository['listOrders']>[1]) => repo.listOrders(db, filter),
    getOrder: (id: number) => orders.getOrderForOps(id),

    /** POST /reports: a shopper reports what they can see; one open report per target. */
    async createReport(userId: number, input: { target_type: string; target_id: number; reason: string }) {
      if (!(await repo.canReport(db, userId, input.target_type, input.target_id))) {
        throw notFound(`That ${input.target_type} was not found`);
      }
      const id = await repo.insertReport(db, {
        reporterId: userId,
        targetType: input.target_type,
        targetId: input.target_id,
        reason: input.reason,
      });
      if (id === undefined) throw conflict('You have reported this already; the team is looking at it');
      return { id };
    },
  };
}
export type OpsService = ReturnType<typeof createOpsService>;
