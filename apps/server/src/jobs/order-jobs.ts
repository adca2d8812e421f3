import type { FastifyBaseLogger } from 'fastify';
import type { OrdersService } from '../modules/orders/orders.service';
import type { GatewayService } from '../modules/payments/gateway.service';
import type { RefundsService } from '../modules/payments/refunds.service';
import type { SettlementService } from '../modules/payments/settlement.service';

export const ORDER_JOBS_INTERVAL_MS = 60_000;

/** What the scheduled work has done since the process started (read by /metrics). */
export type JobStats = {
  runs: number;
  failures: number;
  seconds: number;
  expired: number;
  completed: number;
  refundsFailed: number;
};
export const createJobStats = (): JobStats => ({
  runs: 0,
  failures: 0,
  seconds: 0,
  expired: 0,
  completed: 0,
  refundsFailed: 0,
});

/**
 * Scheduled order work: unpaid payments expire after 24 h (orders cancelled, stock restored exactly once),
 * delivered orders complete after 7 days, and refunds the provider refused are retried. `runOnce(now)` is what the timer calls; tests call it with a fake now.
 * Both steps are safe to run concurrently from several processes: every change is a conditional UPDATE.
 */
export function createOrderJobs(deps: {
  orders: OrdersService;
  settlement: SettlementService;
  refunds: RefundsService;
  /** Asks a real gateway about pending payments before they expire here */
  gateway?: Pick<GatewayService, 'reconcile'>;
  /** Complaints whose deadline passed are decided for the side that did not have to answer */
  complaints?: { runDeadlines(now: Date): Promise<number> } | undefined;
  log: FastifyBaseLogger;
  intervalMs?: number;
  stats?: JobStats;
}) {
  const { orders, settlement, refunds, log } = deps;
  const stats = deps.stats ?? createJobStats();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runSteps(now: Date) {
    // The gateway's word first: a payment it saw paid must not expire here.
    const reconciled = await deps.gateway?.reconcile(now);
    if (reconciled && reconciled.checked > 0) log.info({ reconciled }, 'payments reconciled with the gateway');
    const expired = await settlement.expireDuePayments(now);
    const complaints = (await deps.complaints?.runDeadlines(now)) ?? 0;
    const completed = await orders.completeDelivered(now);
    const refunded = await refunds.processDue(now);
    const anyRefund = refunded.succeeded + refunded.retrying + refunded.failed > 0;
    if (expired || completed || anyRefund || complaints)
      log.info({ expired, completed, refunded, complaints }, 'order jobs');
    if (refunded.failed) log.error({ failed: refunded.failed }, 'refunds failed for good: they need a person');
    stats.expired += expired;
    stats.completed += completed;
    stats.refundsFailed += refunded.failed;
    return { expired, completed, refunded, complaints };
  }

  async function runOnce(now = new Date()) {
    const started = process.hrtime.bigint();
    try {
      return await runSteps(now);
    } catch (err) {
      stats.failures += 1;
      throw err;
    } finally {
      stats.runs += 1;
      stats.seconds += Number(process.hrtime.bigint() - started) / 1e9;
    }
  }

  return {
    runOnce,
    stats,
    expireUnpaidPayments: (now: Date) => settlement.expireDuePayments(now),
    completeDeliveredOrders: (now: Date) => orders.completeDelivered(now),
    processRefunds: (now: Date) => refunds.processDue(now),
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return; // the previous run is still going
        running = runOnce()
          .catch((err: unknown) => log.error({ err }, 'order jobs failed'))
          .finally(() => {
            running = undefined;
          });
      }, deps.intervalMs ?? ORDER_JOBS_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type OrderJobs = ReturnType<typeof createOrderJobs>;
