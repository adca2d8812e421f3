import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS, SHOP_NAME } from '@rima/shared/constants';
import type { Config } from './config';
import { createDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { createEventBus } from './events/bus';
import { createAuthGuards } from './http/auth';
import { registerErrorHandling } from './http/error-handler';
import { createRateBuckets, registerRateLimit } from './http/rate-limit';
import { registerInputGuard } from './http/input-guard';
import { createFrontDoor } from './http/front-door';
import {
  apiHeaderList,
  registerSecurityHeaders,
  securityHeaderList,
  securityHeaders,
  swaggerUiCsp,
} from './http/security-headers';
import { parseChange } from './http/catalog-change';
import { CheapRequestLog } from './http/request-log';
import { registerMetrics } from './http/metrics';
import { createResponseCache } from './http/response-cache';
import { createPhotoStore } from './photos/photo-store';
import { healthRoutes } from './modules/health/health.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { createLiveHub } from './modules/events/events.hub';
import { eventsRoutes } from './modules/events/events.routes';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService, subscribeNotifications } from './modules/notifications/notifications.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createRoomsRepository } from './modules/rooms/rooms.repository';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { createRoomsService } from './modules/rooms/rooms.service';
import { createMailer } from './mail/mailer';
import { outboxRoutes } from './mail/outbox.routes';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createProductsRepository } from './modules/products/products.repository';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import { createStoresRepository } from './modules/stores/stores.repository';
import { storesRoutes } from './modules/stores/stores.routes';
import { answerPage, pagesRoutes } from './modules/pages/pages.routes';
import { setUpPages, type PageRenderer } from './modules/pages/pages.service';
import { createSeoRepository } from './modules/seo/seo.repository';
import { seoRoutes } from './modules/seo/seo.routes';
import { createStoresService } from './modules/stores/stores.service';
import { createCatalogIndexSync } from './modules/catalog/catalog.index-sync';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createJobStats, createOrderJobs, type OrderJobs } from './jobs/order-jobs';
import { createCartRepository } from './modules/cart/cart.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { createCouponsRepository } from './modules/coupons/coupons.repository';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createCheckoutRepository } from './modules/orders/checkout.repository';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import type { PaymentProvider } from './modules/payments/provider';
import { createRefundsRepository } from './modules/payments/refunds.repository';
import { createRefundsService } from './modules/payments/refunds.service';
import { createSettlementService } from './modules/payments/settlement.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createSandboxPayoutProvider, type PayoutProvider } from './modules/ledger/payout-provider';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { ledgerOpsRoutes } from './modules/ledger/ledger-ops.routes';
import { createOpsAuditRepository } from './modules/ops/ops-audit.repository';
import { opsAuditRoutes } from './modules/ops/ops-audit.routes';
import { createOpsAuditService } from './modules/ops/ops-audit.service';
import { createOpsDashboardRepository } from './modules/ops/ops-dashboard.repository';
import { opsDashboardRoutes } from './modules/ops/ops-dashboard.routes';
import { createOpsDashboardService } from './modules/ops/ops-dashboard.service';
import { createOpsInboxRepository } from './modules/ops/ops-inbox.repository';
import { opsInboxRoutes } from './modules/ops/ops-inbox.routes';
import { createOpsInboxService } from './modules/ops/ops-inbox.service';
import { createOpsRepository } from './modules/ops/ops.repository';
import { opsRoutes } from './modules/ops/ops.routes';
import { createOpsService } from './modules/ops/ops.service';
import { seedOpsDemo } from './modules/ops/ops-seed';
import { createAddressesRepository } from './modules/addresses/addresses.repository';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { createAreasRepository } from './modules/addresses/areas.repository';
import { createDeliveryService } from './modules/shipping/delivery.service';
import { createShippingRepository } from './modules/shipping/shipping.repository';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createShippingService } from './modules/shipping/shipping.service';

export type AppDeps = {
  /** Tests pass their own database (fresh PGlite or schema). */
  db?: Db;
  /** Tests pass a provider that refuses or fails; the default is the built-in sandbox. */
  paymentProvider?: PaymentProvider;
  /** Issue 14: payouts to sellers' banks; the default is the built-in sandbox. */
  payoutProvider?: PayoutProvider;
  /** Tests pass the web app's server entry from its sources; the default is the built one (dist-ssr). */
  pageRenderer?: PageRenderer;
};

const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;

export type App = FastifyInstance & {
  deps: { db: Db; config: Config; orderJobs: OrderJobs };
  /** Reads the catalogue's read model now instead of on the first catalogue request (server.ts). */
  warmCatalog(): Promise<void>;
};

function findWebDist(config: Config): string | undefined {
  if (config.webDistDir)
    return fs.existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : undefined;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Composition root: database, services, routes, error handling, the built web app. No listen. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const db =
    deps.db ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
      readPoolSize: config.databaseReadPoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  await migrate(db);

  // CSP, nosniff, frame-ancestors, Referrer-Policy (HSTS behind https) on every answer: pages and photos get
  // helmet's set, the JSON API its own (docs/decisions/022).
  const pageHeaders = securityHeaderList(securityHeaders(config));
  const apiHeaders = apiHeaderList(pageHeaders);
  // Cache hits of the catalogue are answered in the HTTP server's handler, before Fastify (issue 16).
  const front = createFrontDoor(config, apiHeaders);
  const app = Fastify({
    serverFactory: (handler, options) => front.serverFactory(handler, options),
    logger: { level: config.logLevel },
    // Two info lines per request cost ~40 % of a cache hit: failed, slow and sampled requests only.
    logController: new CheapRequestLog(config),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request (headers and body) must arrive within 30 s; its headers within 10 s (set below).
    requestTimeout: REQUEST_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => {
    await db.close();
  });
  db.setLog(app.log);

  // API-COMPAT 1: tokens travel in a header, never cookies, so any origin may call us.
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'],
    allowedHeaders: ['x-access-token', 'content-type', 'idempotency-key'],
    maxAge: 86400,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, pageHeaders, apiHeaders);

  await app.register(swagger, {
    openapi: {
      info: { title: `${SHOP_NAME} marketplace API`, version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp(config) });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  const photos = createPhotoStore({ dir: path.join(config.dataDir, 'uploads') });
  fs.mkdirSync(photos.dir, { recursive: true });
  // Photo files are named by a random key and never rewritten: cache them forever.
  await app.register(fastifyStatic, {
    root: photos.dir,
    prefix: `${API_PREFIX}/images/`,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  // Demo sellers, customers and products with drawn photos, once (a single query on later starts).
  if (config.seedDemo) await seedDemo(db, photos, app.log);
  // Shared by every multipart route (products, profile); photos/upload.ts streams the files and sets the
  // per-route limits. One file over the product limit lets the route say "at most 5 photos" (400).
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PRODUCT_PHOTOS + 1, fields: 50, fieldSize: 64 * 1024 },
  });

  const guards = createAuthGuards(db);
  const events = createEventBus((err, name) => app.log.error({ err, event: name }, 'event listener failed'));

  // Before the modules: a plugin context copies the error handler when it is registered.
  const webDist = findWebDist(config);
  // Issue 12: the web app's pages, server-rendered where public, cached until the database says otherwise.
  const pages = webDist
    ? await setUpPages({
        app,
        db,
        webDist,
        renderer: deps.pageRenderer,
        renderThreads: config.renderThreads,
        log: app.log,
      })
    : undefined;
  registerErrorHandling(app, {
    notFoundPage: pages ? (request, reply) => answerPage(request, reply, pages, config) : undefined,
  });
  // Rate limits (issue 11): buckets in the database; routes opt in with app.rateLimit() or the buckets.
  const rateBuckets = createRateBuckets(db);
  await registerRateLimit(app, rateBuckets);
  registerInputGuard(app);

  // Modules: each gets its service (and the guards) as plugin options. Keep one line per module.
  await app.register(healthRoutes, { prefix: API_PREFIX, db });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  // The development outbox (/dev/outbox, /api/v1/dev/outbox) never exists in production.
  if (config.nodeEnv !== 'production') {
    await app.register(outboxRoutes, { mailer, trustProxy: config.trustProxy.length > 0 });
  }
  const authService = createAuthService({
    db,
    repo: createAuthRepository(),
    mailer,
    config,
    log: app.log,
    rate: rateBuckets,
  });
  await app.register(authRoutes, { prefix: API_PREFIX, service: authService, guards });
  const profileService = createProfileService({
    db,
    repo: createProfileRepository(),
    photos,
    auth: authService,
    log: app.log,
  });
  await app.register(profileRoutes, { prefix: API_PREFIX, service: profileService, guards, config });
  // The catalogue's read model in memory (docs/decisions/016), kept equal to the database by its notifications.
  const catalogIndex = createCatalogIndexSync({ load: db, reads: db.reads ?? db });
  await db.listen('catalog_changed', catalogIndex.onChange);
  const catalogService = createCatalogService({
    // a search's new words wait for PostgreSQL: reads hold back meanwhile, so its reply is read at once
    repo: createCatalogRepository(db.reads ?? db, { urgent: front.urgent }),
    index: catalogIndex,
  });
  // Hot public reads are served from memory; database triggers (migrations 0009, 0023) drop what a write changed.
  const catalogCache = createResponseCache({
    maxBytes: config.catalogCacheMaxMb * 1024 * 1024,
    maxEntries: config.catalogCacheMaxEntries,
  });
  await catalogCache.listen(db, 'catalog_changed');
  await db.listen('catalog_changed', (payload) => catalogService.applyChange(parseChange(payload)));
  // The LISTEN connection was lost and is back: whatever changed meanwhile was not notified.
  db.onNotificationsMissed(() => {
    catalogIndex.everything();
    catalogCache.invalidate();
    catalogService.invalidateCounts();
  });
  await app.register(catalogRoutes, {
    prefix: API_PREFIX,
    service: catalogService,
    config,
    cache: catalogCache,
    front,
  });
  await app.register(searchRoutes, {
    prefix: API_PREFIX,
    service: createSearchService(db.reads ?? db, catalogIndex, catalogService.planSearch),
    config,
  });
  const jobStats = createJobStats();
  registerMetrics(app, { token: config.metricsToken, db, cache: catalogCache, jobs: jobStats, front });
  const productsService = createProductsService({ db, repo: createProductsRepository(), photos });
  await app.register(productsRoutes, { prefix: API_PREFIX, service: productsService, guards, config });
  const storesService = createStoresService({ db, repo: createStoresRepository(), catalog: catalogService });
  // Issue 12: /robots.txt and the sitemaps (no prefix: they live at the site's root).
  await app.register(seoRoutes, { repo: createSeoRepository(db.reads ?? db), config });
  await app.register(storesRoutes, { prefix: API_PREFIX, service: storesService, config });
  if (pages) await app.register(pagesRoutes, { service: pages, config });
  // Social (issue 6): the live stream, notifications fed by domain events, favourites, chat.
  const live = createLiveHub();
  // Live events go through PostgreSQL NOTIFY, so a tab connected to any process of the shop receives them.
  await live.bridge(db, (err) => app.log.error({ err }, 'live event delivery failed'));
  await app.register(eventsRoutes, { prefix: API_PREFIX, db, live });
  const notificationsService = createNotificationsService({ repo: createNotificationsRepository(db), live });
  subscribeNotifications(events, notificationsService);
  await app.register(notificationsRoutes, { prefix: API_PREFIX, service: notificationsService, guards });
  const favoritesService = createFavoritesService({ repo: createFavoritesRepository(db) });
  await app.register(favoritesRoutes, { prefix: API_PREFIX, service: favoritesService, guards, config });
  const chatService = createChatService({ db, repo: createChatRepository(db), events, live });
  await app.register(chatRoutes, { prefix: API_PREFIX, service: chatService, guards, config });
  const reviewsService = createReviewsService({ repo: createReviewsRepository(db), events });
  await app.register(reviewsRoutes, { prefix: API_PREFIX, service: reviewsService, guards });
  // Room fit (issue 15): saved rooms and /product/:id/fit.
  const roomsService = createRoomsService({ db, repo: createRoomsRepository() });
  await app.register(roomsRoutes, { prefix: API_PREFIX, service: roomsService, guards });
  // Buying (issue 5): cart, coupons, checkout, payments (sandbox provider by default), orders, scheduled jobs.
  // Issue 15: official areas, the address book, courier rate tables, store calendars and delivery slots.
  const areas = createAreasRepository();
  const addressesService = createAddressesService({ db, repo: createAddressesRepository(), areas });
  await app.register(addressesRoutes, { prefix: API_PREFIX, service: addressesService, areas, db, guards });
  const shippingRepo = createShippingRepository();
  const shippingService = createShippingService({ db, repo: shippingRepo, areas });
  const deliveryService = createDeliveryService({ db, repo: shippingRepo, shipping: shippingService });
  const coupons = createCouponsService({ db, repo: createCouponsRepository() });
  const cartService = createCartService({
    db,
    repo: createCartRepository(),
    coupons,
    delivery: { addresses: addressesService, shipping: shippingService },
  });
  await app.register(cartRoutes, { prefix: API_PREFIX, service: cartService, guards, config });
  const paymentsService = createPaymentsService({
    repo: createPaymentsRepository(),
    provider: deps.paymentProvider ?? createSandboxProvider(),
  });
  // Issue 14: seller money. Settlement, refunds and completion each make one call into the ledger.
  const ledger = createLedgerService({
    db,
    repo: createLedgerRepository(),
    payouts: deps.payoutProvider ?? createSandboxPayoutProvider(),
    events,
  });
  await app.register(ledgerRoutes, { prefix: API_PREFIX, service: ledger, guards });
  const refunds = createRefundsService({
    db,
    repo: createRefundsRepository(),
    provider: paymentsService.provider,
    ledger,
    events,
  });
  const ordersService = createOrdersService({
    db,
    repo: createOrdersRepository(),
    payments: paymentsService,
    refunds,
    products: productsService,
    ledger,
    events,
    delivery: deliveryService,
  });
  await app.register(shippingRoutes, {
    prefix: API_PREFIX,
    shipping: shippingService,
    delivery: deliveryService,
    orders: ordersService,
    guards,
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
  });
  const isSandbox = paymentsService.provider.isSandbox;
  await app.register(ordersRoutes, { prefix: API_PREFIX, checkout, orders: ordersService, guards, config, isSandbox });
  await app.register(paymentsRoutes, { prefix: API_PREFIX, service: settlement, guards });
  // Issue 14: the operator console's API (operators only) and shoppers' reports.
  const opsService = createOpsService({
    db,
    repo: createOpsRepository(),
    orders: ordersService,
    refunds,
    auth: authService,
    products: productsService,
    reviews: reviewsService,
    mailer,
    events,
    log: app.log,
  });
  await app.register(opsRoutes, { prefix: API_PREFIX, service: opsService, guards, config, isSandbox });
  const opsDashboard = createOpsDashboardService({ db, repo: createOpsDashboardRepository(), ledger });
  await app.register(opsDashboardRoutes, { prefix: API_PREFIX, service: opsDashboard, guards });
  await app.register(couponsRoutes, { prefix: API_PREFIX, service: coupons, guards });
  const opsInbox = createOpsInboxService({ db, repo: createOpsInboxRepository(), mailer });
  await app.register(opsInboxRoutes, { prefix: API_PREFIX, service: opsInbox, guards });
  await app.register(ledgerOpsRoutes, { prefix: API_PREFIX, service: ledger, guards });
  const opsAudit = createOpsAuditService({ db, repo: createOpsAuditRepository() });
  await app.register(opsAuditRoutes, { prefix: API_PREFIX, service: opsAudit, guards });
  // The demo operator and a few things for it to handle, once (after the demo shop).
  if (config.seedDemo) await seedOpsDemo({ db, ledger, log: app.log });
  const orderJobs = createOrderJobs({ orders: ordersService, settlement, refunds, log: app.log, stats: jobStats });
  // Tests call orderJobs.runOnce(fakeNow) themselves instead of waiting for the timer.
  if (config.nodeEnv !== 'test') app.addHook('onReady', async () => orderJobs.start());
  app.addHook('onClose', async () => orderJobs.stop());
  void guards; // used by the modules registered below
  void events; // emitted by orders and chat, consumed by notifications

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // our setHeaders decides (the plugin's own default would send max-age=0)
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every file under assets/: those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  return Object.assign(app, {
    deps: { db, config, orderJobs },
    warmCatalog: async () => {
      await catalogIndex.ready();
    },
  });
}
