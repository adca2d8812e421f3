import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { productionProblems } from './config-production';

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const boolFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    DATABASE_READ_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    DRAIN_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(120_000).optional()),
    ORDER_JOBS_INTERVAL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(3_600_000).optional()),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an absolute URL' }).optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('RIMA <no-reply@rima.local>')),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('')),
    LEGACY_CLIENT_MODE: boolFlag,
    // unset: on, except in production (config-production.ts)
    SEED_DEMO: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    ),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    DATABASE_READ_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(600_000).default(5000),
    ),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    CATALOG_CACHE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16_384).default(64)),
    CATALOG_CACHE_MAX_ENTRIES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20_000)),
    READ_TURN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1000).default(2)),
    SLOW_REQUEST_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(500)),
    REQUEST_LOG_SAMPLE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(0)),
    HEAP_GROWING_PERCENT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(400).default(50)),
    RENDER_THREADS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(16).default(1)),
    DEV_OUTBOX: boolFlag,
    DEV_OUTBOX_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    PRODUCTION_REHEARSAL: boolFlag,
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an absolute URL' }).optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: boolFlag,
    PHOTO_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an absolute URL' }).optional()),
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'midtrans']).default('sandbox')),
    MIDTRANS_SERVER_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
    MIDTRANS_CLIENT_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
    MIDTRANS_PRODUCTION: boolFlag,
    MIDTRANS_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an absolute URL' }).optional()),
    CARD_INSTALLMENT_TERMS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(none|(3|6|12)(,(3|6|12))*)$/, { error: "must be 'none' or a list of 3, 6, 12 (e.g. '3,6,12')" })
        .default('3,6,12'),
    ),
    CARD_INSTALLMENT_MIN_AMOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(500_000)),
    CARD_INSTALLMENT_COST_BORNE_BY: z.preprocess(emptyAsUndefined, z.enum(['buyer', 'merchant']).default('buyer')),
    CARD_INSTALLMENT_MONTHLY_RATE_BPS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(1000).default(0),
    ),
    // Web Push (docs/push.md): the VAPID key pair as `npx web-push generate-vapid-keys` prints it
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a base64url P-256 public key (87 characters)' })
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url P-256 private key (43 characters)' })
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:.+@.+|https:\/\/.+)$/, { error: 'must be a mailto: address or an https:// URL' })
        .optional(),
    ),
    PUSH_ENDPOINT_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'midtrans' && (!env.MIDTRANS_SERVER_KEY || !env.MIDTRANS_CLIENT_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MIDTRANS_SERVER_KEY'],
        message: 'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY are required when PAYMENT_PROVIDER=midtrans',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the SDK finds credentials)',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL (the primary)' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.PHOTO_PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ENDPOINT ? 'S3_ENDPOINT' : 'PHOTO_PUBLIC_URL'],
        message: 'needs S3_BUCKET (photos are on the local disk without it)',
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** A streaming replica that serves the catalogue's reads (db/replica.ts); undefined = the primary. */
  databaseReadUrl: string | undefined;
  /** On SIGTERM: how long the health check says 503 before the instance stops listening (http/drain.ts). */
  drainDelayMs: number;
  /** How often the order jobs run (jobs/order-jobs.ts); undefined = their default. */
  orderJobsIntervalMs: number | undefined;
  publicUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: string[];
  legacyClientMode: boolean;
  seedDemo: boolean;
  webDistDir: string | undefined;
  /** Catalogue read pool (PostgreSQL): size and statement_timeout. */
  databaseReadPoolSize: number;
  databaseStatementTimeoutMs: number;
  /** GET /metrics answers only with this bearer token; unset = no /metrics. */
  metricsToken: string | undefined;
  /** Bounds of the catalogue response cache (bodies plus their Brotli and gzip variants). */
  catalogCacheMaxMb: number;
  catalogCacheMaxEntries: number;
  /** Requests slower than this are always logged (warn); others are logged with probability requestLogSample. */
  slowRequestMs: number;
  requestLogSample: number;
  /** While a write is answered, reads run at most this long per event-loop turn (http/read-admission.ts); 0 = off. */
  readTurnMs: number;
  /** V8's old generation grows by this much between full collections (decision 023); 0 = V8's own choice. */
  heapGrowingPercent: number;
  /** Worker threads that compose server-rendered pages (pages.render-thread.ts); 0 = in the main thread. */
  renderThreads: number;
  /**
   * The development outbox (mail/outbox.routes.ts), only when DEV_OUTBOX is set: it answers requests that carry
   * this token (DEV_OUTBOX_TOKEN, or a random one printed at start-up).
   */
  devOutbox: { token: string } | undefined;
  /** NODE_ENV=production that takes no real customers (config-production.ts): benchmarks, Lighthouse, staging. */
  productionRehearsal: boolean;
  /** Photos in an S3-compatible bucket (photos/s3-objects.ts); undefined = on disk under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Photo URLs start here (a public bucket or a CDN) instead of the shop's /api/v1/images/. */
  photoPublicUrl: string | undefined;
  /** Web Push of notifications (modules/push). */
  push: PushConfig;
  /** Who takes the buyers' money: the built-in sandbox, or Midtrans with these keys (README: Payments). */
  payments: {
    provider: 'sandbox' | 'midtrans';
    midtrans: { serverKey: string; clientKey: string; isProduction: boolean; baseUrl: string } | undefined;
    /** Card instalments, operator settings: the terms offered (none = no instalments) */
    installments: {
      terms: number[];
      min_amount: number;
      cost_borne_by: 'buyer' | 'merchant';
      monthly_rate_bps: number;
    };
  };
};

export type PushConfig = {
  /**
   * The VAPID key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); undefined: outside production the push module makes
   * one and keeps it under DATA_DIR, in production push is off.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who runs the shop, for the push services (VAPID_SUBJECT): a mailto: address or an https:// URL. */
  subject: string;
  /**
   * The push services the server may post to (PUSH_ENDPOINT_HOSTS, host names; a name matches its subdomains):
   * the browsers' own by default in production, any (`*`, http too) elsewhere, so tests run their own.
   */
  endpointHosts: string[] | '*';
};

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla), Safari (Apple) and Windows (WNS). */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pushHosts(value: string | undefined, nodeEnv: string): string[] | '*' {
  if (value === undefined) return nodeEnv === 'production' ? BROWSER_PUSH_SERVICES : '*';
  if (value.trim() === '*') return '*';
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** The only reader of the environment: validates it and returns a typed config, or throws one clear list. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const seedDemo = e.SEED_DEMO ?? e.NODE_ENV !== 'production';
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  if (e.NODE_ENV === 'production') {
    const problems = productionProblems({
      raw: env,
      publicUrl,
      seedDemo,
      devOutbox: e.DEV_OUTBOX,
      legacyClientMode: e.LEGACY_CLIENT_MODE,
      smtpUrl: e.SMTP_URL,
      rehearsal: e.PRODUCTION_REHEARSAL,
    });
    if (problems.length > 0) throw new ConfigError(problems.map((p) => `${p.variable}: ${p.message}`));
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReadUrl: e.DATABASE_READ_URL,
    // a balancer that polls needs a few of its intervals to notice; a developer's Ctrl-C none
    drainDelayMs: e.DRAIN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    orderJobsIntervalMs: e.ORDER_JOBS_INTERVAL_MS,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    legacyClientMode: e.LEGACY_CLIENT_MODE,
    seedDemo,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    databaseReadPoolSize: e.DATABASE_READ_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    catalogCacheMaxMb: e.CATALOG_CACHE_MAX_MB,
    catalogCacheMaxEntries: e.CATALOG_CACHE_MAX_ENTRIES,
    slowRequestMs: e.SLOW_REQUEST_MS,
    requestLogSample: e.REQUEST_LOG_SAMPLE,
    readTurnMs: e.READ_TURN_MS,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    renderThreads: e.RENDER_THREADS,
    devOutbox: e.DEV_OUTBOX ? { token: e.DEV_OUTBOX_TOKEN ?? crypto.randomBytes(24).toString('base64url') } : undefined,
    productionRehearsal: e.PRODUCTION_REHEARSAL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    photoPublicUrl: e.PHOTO_PUBLIC_URL?.replace(/\/+$/, ''),
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl?.startsWith('https://')
          ? publicUrl
          : `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? (e.MAIL_FROM.includes('@') ? e.MAIL_FROM : 'no-reply@rima.local')}`),
      endpointHosts: pushHosts(e.PUSH_ENDPOINT_HOSTS, e.NODE_ENV),
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      midtrans:
        e.PAYMENT_PROVIDER === 'midtrans' && e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY
          ? {
              serverKey: e.MIDTRANS_SERVER_KEY,
              clientKey: e.MIDTRANS_CLIENT_KEY,
              isProduction: e.MIDTRANS_PRODUCTION,
              baseUrl: (
                e.MIDTRANS_BASE_URL ??
                (e.MIDTRANS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com')
              ).replace(/\/+$/, ''),
            }
          : undefined,
      installments: {
        terms: e.CARD_INSTALLMENT_TERMS === 'none' ? [] : [...new Set(e.CARD_INSTALLMENT_TERMS.split(',').map(Number))],
        min_amount: e.CARD_INSTALLMENT_MIN_AMOUNT,
        cost_borne_by: e.CARD_INSTALLMENT_COST_BORNE_BY,
        monthly_rate_bps: e.CARD_INSTALLMENT_COST_BORNE_BY === 'merchant' ? 0 : e.CARD_INSTALLMENT_MONTHLY_RATE_BPS,
      },
    },
  };
}
