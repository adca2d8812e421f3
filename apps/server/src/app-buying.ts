import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import { createOrderJobs, type JobStats, type OrderJobs } from './jobs/order-jobs';
import { createAddressesRepository } from './modules/addresses/addresses.repository';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { createAreasRepository } from './modules/addresses/areas.repository';
import { createCartRepository } from './modules/cart/cart.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { createCouponsRepository } from './modules/coupons/coupons.repository';
import { createCouponsService, type CouponsService } from './modules/coupons/coupons.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { createLedgerService, type LedgerService } from './modules/ledger/ledger.service';
import { createSandboxPayoutProvider, type PayoutProvider } from './modules/ledger/payout-provider';
import { createCheckoutRepository } from './modules/orders/checkout.repository';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { fulfilRoutes } from './modules/orders/orders-fulfil.routes';
import { createFulfilService } from './modules/orders/orders-fulfil.service';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { createInstallmentsRepository } from './modules/payments/installments.repository';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import type { PaymentProvider } from './modules/payments/provider';
import { createRefundsRepository } from './modules/payments/refunds.repository';
import { createRefundsService, type RefundsService } from './modules/payments/refunds.service';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import { createGatewayRepository } from './modules/payments/gateway.repository';
import { gatewayRoutes } from './modules/payments/gateway.routes';
import { createGatewayService, type GatewayService } from './modules/payments/gateway.service';
import { createMidtransProvider } from './modules/payments/midtrans-provider';
import { createSettlementService, type SettlementService } from './modules/payments/settlement.service';
import { createDeliveryService } from './modules/shipping/delivery.service';
import { createShippingRepository } from './modules/shipping/shipping.repository';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createShippingService } from './modules/shipping/shipping.service';
import { storeProfileRoutes } from './modules/shipping/store-profile.routes';
import { createStoreProfileService } from './modules/shipping/store-profile.service';
import type { ProductsService } from './modules/products/products.service';
import { createComplaintsRepository, type ComplaintsRepository } from './modules/complaints/complaints.repository';
import { createComplaintHold, type ComplaintsService } from './modules/complaints/complaints.service';
import { createVouchersRepository } from './modules/vouchers/vouchers.repository';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { createVouchersService } from './modules/vouchers/vouchers.service';

/** The services of buying that the operator console and the scheduled jobs use too. */
export type Buying = {
  orders: OrdersService;
  refunds: RefundsService;
  ledger: LedgerService;
  settlement: SettlementService;
  /** The gateway's notifications and the reconciliation job */
  gateway: GatewayService;
  /** The payment provider is the built-in sandbox (its test controls are on). */
  isSandbox: boolean;
  coupons: CouponsService;
  /** The complaints' tables, made here so orders can ask whether one is open (docs/decisions/053). */
  complaintsRepo: ComplaintsRepository;
};

/**
 * Buying: official areas, the address book, courier rate tables, store calendars and delivery slots
 * (docs/decisions/017); cart, coupons, checkout, payments (sandbox provider by default), orders, and the
 * sellers' money (docs/decisions/014).
 */
export async function setUpBuying(
  { app, db, config, guards, events }: AppContext,
  providers: { paymentProvider?: PaymentProvider | undefined; payoutProvider?: PayoutProvider | undefined },
  { products, onAddedToCart }: { products: ProductsService; onAddedToCart?: (productId: number, qty: number) => void },
): Promise<Buying> {
  const areas = createAreasRepository();
  const addressesService = createAddressesService({ db, repo: createAddressesRepository(), areas });
  await app.register(addressesRoutes, { prefix: API_PREFIX, service: addressesService, areas, db, guards });
  const shippingRepo = createShippingRepository();
  const shippingService = createShippingService({ db, repo: shippingRepo, areas });
  const deliveryService = createDeliveryService({ db, repo: shippingRepo, shipping: shippingService });
  const coupons = createCouponsService({ db, repo: createCouponsRepository() });
  const storeProfile = createStoreProfileService({ db, repo: shippingRepo });
  await app.register(storeProfileRoutes, { prefix: API_PREFIX, service: storeProfile, guards });
  const cartService = createCartService({
    db,
    repo: createCartRepository(),
    coupons,
    delivery: { addresses: addressesService, shipping: shippingService },
    ...(onAddedToCart ? { onAdded: onAddedToCart } : {}),
    storeHolidays: (q, sellerIds) => storeProfile.storeHolidays(q, sellerIds),
  });
  await app.register(cartRoutes, { prefix: API_PREFIX, service: cartService, guards, config });
  const sandbox = createSandboxProvider();
  const { midtrans } = config.payments;
  const midtransProvider = midtrans ? createMidtransProvider(midtrans) : undefined;
  const paymentsService = createPaymentsService({
    db,
    repo: createPaymentsRepository(),
    installmentsRepo: createInstallmentsRepository(),
    provider:
      providers.paymentProvider ?? (config.payments.provider === 'midtrans' ? midtransProvider : sandbox) ?? sandbox,
    installments: config.payments.installments,
  });
  // Seller money: settlement, refunds and completion each make one call into the ledger.
  const ledger = createLedgerService({
    db,
    repo: createLedgerRepository(),
    payouts: providers.payoutProvider ?? createSandboxPayoutProvider(),
    events,
  });
  await app.register(ledgerRoutes, { prefix: API_PREFIX, service: ledger, guards });
  const refunds = createRefundsService({
    db,
    repo: createRefundsRepository(),
    provider: paymentsService.provider,
    otherProviders: { sandbox, ...(midtransProvider ? { midtrans: midtransProvider } : {}) },
    ledger,
    events,
  });
  // Store vouchers (docs/decisions/054): the store's CRUD, claims, and one use per store's order at checkout.
  const vouchers = createVouchersService({ db, repo: createVouchersRepository() });
  await app.register(vouchersRoutes, { prefix: API_PREFIX, service: vouchers, guards });
  const complaintsRepo = createComplaintsRepository();
  const ordersService = createOrdersService({
    db,
    afterSale: createComplaintHold(complaintsRepo),
    repo: createOrdersRepository(),
    payments: paymentsService,
    refunds,
    products,
    ledger,
    events,
    delivery: deliveryService,
    vouchers,
  });
  await app.register(shippingRoutes, {
    prefix: API_PREFIX,
    shipping: shippingService,
    delivery: deliveryService,
    orders: ordersService,
    guards,
    addresses: addressesService,
    areas,
    db,
  });
  const settlement = createSettlementService({ db, payments: paymentsService, orders: ordersService, ledger, events });
  const checkout = createCheckoutService({
    db,
    repo: createCheckoutRepository(),
    coupons,
    payments: paymentsService,
    events,
    addresses: addressesService,
    delivery: deliveryService,
    vouchers,
    // half the main pool: the other half serves the sessions and the other writes during a rush
    concurrency: Math.max(1, Math.floor(config.databasePoolSize / 2)),
  });
  const isSandbox = paymentsService.provider.isSandbox;
  await app.register(ordersRoutes, { prefix: API_PREFIX, checkout, orders: ordersService, guards, config, isSandbox });
  // Batch fulfilment and labels (docs/decisions/055): through the orders service's own status changes.
  const fulfil = createFulfilService({
    db,
    orders: ordersService,
    senderCity: async (sellerId) => (await storeProfile.getStoreProfile(sellerId)).city,
  });
  await app.register(fulfilRoutes, { prefix: API_PREFIX, fulfil, guards });
  await app.register(paymentsRoutes, { prefix: API_PREFIX, service: settlement, guards });
  const gateway = createGatewayService({
    db,
    repo: createGatewayRepository(),
    payments: paymentsService,
    settlement,
    midtransServerKey: midtrans?.serverKey,
  });
  await app.register(gatewayRoutes, { prefix: API_PREFIX, gateway, payments: paymentsService, guards });
  return { orders: ordersService, refunds, ledger, settlement, gateway, isSandbox, coupons, complaintsRepo };
}

/** The scheduled order jobs: started when the server is ready (not in tests), stopped on close. */
export function setUpOrderJobs(
  { app, config }: AppContext,
  { orders, settlement, refunds, gateway }: Buying,
  stats: JobStats,
  complaints?: Pick<ComplaintsService, 'runDeadlines'>,
): OrderJobs {
  const orderJobs = createOrderJobs({
    orders,
    settlement,
    refunds,
    gateway,
    complaints,
    log: app.log,
    stats,
    ...(config.orderJobsIntervalMs !== undefined ? { intervalMs: config.orderJobsIntervalMs } : {}),
  });
  // Tests call orderJobs.runOnce(fakeNow) themselves instead of waiting for the timer.
  if (config.nodeEnv !== 'test') app.addHook('onReady', async () => orderJobs.start());
  app.addHook('onClose', async () => orderJobs.stop());
  return orderJobs;
}
