import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rima/shared/api/envelope';
import type { Config } from './config';
import { createDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { createEventBus } from './events/bus';
import { createAuthGuards } from './http/auth';
import { registerErrorHandling } from './http/error-handler';
import { createRateBuckets, registerRateLimit } from './http/rate-limit';
import { registerInputGuard } from './http/input-guard';
import { registerMetrics } from './http/metrics';
import { createDrain, type Drain } from './http/drain';
import { healthRoutes } from './modules/health/health.routes';
import { createRoomsRepository } from './modules/rooms/rooms.repository';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { createRoomsService } from './modules/rooms/rooms.service';
import { answerPage } from './modules/pages/pages.routes';
import { setUpPages, type PageRenderer } from './modules/pages/pages.service';
import { setUpCatalog } from './modules/catalog/catalog.setup';
import { createJobStats, type OrderJobs } from './jobs/order-jobs';
import type { PaymentProvider } from './modules/payments/provider';
import type { StatsRecorder } from './modules/seller-stats/seller-stats.recorder';
import type { PayoutProvider } from './modules/ledger/payout-provider';
import { setUpAccounts } from './app-accounts';
import { setUpBuying, setUpOrderJobs } from './app-buying';
import { setUpComplaints } from './app-complaints';
import type { AppContext } from './app-context';
import { createHttpApp, findWebDist, registerMultipart, registerPhotoFiles, registerWebFiles } from './app-http';
import { setUpOps } from './app-ops';
import { setUpSellerCenter } from './app-seller';
import { setUpShop } from './app-shop';
import { setUpSocial } from './app-social';

// The composition root. The HTTP server and its plugins are in app-http.ts; each domain's wiring (repositories
// → services → routes) is in app-<domain>.ts. Fastify runs hooks, handlers and plugins in the order they are
// registered: keep the order below.

export type AppDeps = {
  /** Tests pass their own database (fresh PGlite or schema). */
  db?: Db;
  /** Tests pass a provider that refuses or fails; the default is the built-in sandbox. */
  paymentProvider?: PaymentProvider;
  /** Payouts to sellers' banks (docs/decisions/014); the default is the built-in sandbox. */
  payoutProvider?: PayoutProvider;
  /** Tests pass the web app's server entry from its sources; the default is the built one (dist-ssr). */
  pageRenderer?: PageRenderer;
};

export type App = FastifyInstance & {
  deps: { db: Db; config: Config; orderJobs: OrderJobs; stats: StatsRecorder };
  /** Reads the catalogue's read model now instead of on the first catalogue request (server.ts). */
  warmCatalog(): Promise<void>;
  /** Leaving the load balancer's pool before a stop (http/drain.ts). */
  drain: Drain;
  /** Tells every live stream to reconnect now (to another instance). */
  reconnectLiveStreams(): void;
};

/** Composition root: database, services, routes, error handling, the built web app. No listen. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const db =
    deps.db ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      readUrl: config.databaseReadUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
      readPoolSize: config.databaseReadPoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  await migrate(db);

  const { app, front } = await createHttpApp(config, db);
  const photos = await registerPhotoFiles(app, config);
  // Demo sellers, customers and products with drawn photos, once (a single query on later starts).
  if (config.seedDemo) await seedDemo(db, photos, app.log);
  await registerMultipart(app);

  const guards = createAuthGuards(db);
  const events = createEventBus((err, name) => app.log.error({ err, event: name }, 'event listener failed'));
  const context: AppContext = { app, db, config, guards, events };

  // Before the modules: a plugin context copies the error handler when it is registered.
  const webDist = findWebDist(config);
  // The web app's pages, server-rendered where public, cached until the database says otherwise
  // (docs/decisions/015).
  const pages = webDist
    ? await setUpPages({
        app,
        webDist,
        renderer: deps.pageRenderer,
        renderThreads: config.renderThreads,
        log: app.log,
      })
    : undefined;
  registerErrorHandling(app, {
    notFoundPage: pages ? (request, reply) => answerPage(request, reply, pages, config) : undefined,
  });
  // Rate limits: buckets in the database; routes opt in with app.rateLimit() or the buckets.
  const rateBuckets = createRateBuckets(db);
  await registerRateLimit(app, rateBuckets);
  registerInputGuard(app);

  // Modules: each gets its service (and the guards) as plugin options.
  const drain = createDrain();
  await app.register(healthRoutes, { prefix: API_PREFIX, db, drain });
  const accounts = await setUpAccounts(context, { rateBuckets, photos });
  // The catalogue: read model, cached answers, routes, and one subscriber keeping them and the pages fresh.
  const {
    index: catalogIndex,
    service: catalogService,
    cache: catalogCache,
  } = await setUpCatalog({ app, db, config, front, pages });
  const jobStats = createJobStats();
  registerMetrics(app, { token: config.metricsToken, db, cache: catalogCache, jobs: jobStats, front });
  const shop = await setUpShop(context, { photos, catalogService, pages });
  const social = await setUpSocial(context, photos);
  // Room fit: saved rooms and /product/:id/fit.
  const roomsService = createRoomsService({ db, repo: createRoomsRepository() });
  await app.register(roomsRoutes, { prefix: API_PREFIX, service: roomsService, guards });
  const { recorder } = await setUpSellerCenter(context);
  const buying = await setUpBuying(context, deps, {
    ...shop,
    onAddedToCart: (productId, qty) => recorder.cart(productId, qty),
  });
  const complaints = await setUpComplaints(context, buying, photos);
  await setUpOps(context, buying, { ...accounts, ...shop, ...social });
  const orderJobs = setUpOrderJobs(context, buying, jobStats, complaints);

  if (webDist) await registerWebFiles(app, webDist);

  return Object.assign(app, {
    deps: { db, config, orderJobs, stats: recorder },
    warmCatalog: async () => {
      await catalogIndex.ready();
    },
    drain,
    reconnectLiveStreams: () => social.live.closeAll(),
  });
}
