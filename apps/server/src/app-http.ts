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
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS, SHOP_NAME } from '@rima/shared/constants';
import type { Config } from './config';
import type { Db } from './db/client';
import { createFrontDoor, type FrontDoor } from './http/front-door';
import {
  apiHeaderList,
  registerSecurityHeaders,
  securityHeaderList,
  securityHeaders,
  swaggerUiCsp,
} from './http/security-headers';
import { CheapRequestLog } from './http/request-log';
import { registerReadYourWrites } from './http/read-your-writes';
import { replicaOf } from './db/replica';
import { registerPhotoStream } from './photos/photo-stream';
import { createPhotoStore, setPhotoPublicUrl, type PhotoStore } from './photos/photo-store';
import { createS3Objects } from './photos/s3-objects';

// The HTTP side of the composition root: the Fastify instance and the plugins every route relies on, in the
// order buildApp registers them (app.ts).

const REQUEST_TIMEOUT_MS = 30_000;

function createFastify(config: Config, front: FrontDoor) {
  return Fastify({
    serverFactory: (handler, options) => front.serverFactory(handler, options),
    logger: { level: config.logLevel },
    // Fastify's two info lines per request cost much of a cache hit: failed, slow and sampled requests only.
    logController: new CheapRequestLog(config),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request (headers and body) must arrive within 30 s; its headers within 10 s (http/front-door.ts).
    requestTimeout: REQUEST_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
}

/** The Fastify instance every module registers on (zod-typed routes). */
export type HttpApp = ReturnType<typeof createFastify>;

/**
 * The Fastify instance behind the front door, its zod compilers, the database's logger and close, then CORS,
 * compression, security headers and the API's OpenAPI description.
 */
export async function createHttpApp(config: Config, db: Db): Promise<{ app: HttpApp; front: FrontDoor }> {
  // CSP, nosniff, frame-ancestors, Referrer-Policy (HSTS behind https) on every answer: pages and photos get
  // helmet's set, the JSON API its own (docs/decisions/022).
  const pageHeaders = securityHeaderList(securityHeaders(config));
  const apiHeaders = apiHeaderList(pageHeaders);
  // Cache hits of the catalogue are answered in the HTTP server's handler, before Fastify (docs/decisions/021).
  const front = createFrontDoor(config, apiHeaders);
  const app = createFastify(config, front);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => {
    await db.close();
  });
  db.setLog(app.log);
  const replica = replicaOf(db);
  if (replica) registerReadYourWrites(app, replica);

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
  return { app, front };
}

/**
 * The photo store (DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set) and its files at /api/v1/images/.
 * Photo files are named by a random key and never rewritten: cached forever, wherever they come from.
 */
export async function registerPhotoFiles(app: HttpApp, config: Config): Promise<PhotoStore> {
  const dir = path.join(config.dataDir, 'uploads');
  setPhotoPublicUrl(config.photoPublicUrl);
  if (config.s3) {
    const objects = await createS3Objects(config.s3);
    app.addHook('onClose', async () => objects.close());
    // Served through the shop too when PHOTO_PUBLIC_URL links them elsewhere: links made before it keep working.
    registerPhotoStream(app, objects);
    return createPhotoStore({ dir, objects });
  }
  const photos = createPhotoStore({ dir });
  fs.mkdirSync(photos.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: photos.dir,
    prefix: `${API_PREFIX}/images/`,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  return photos;
}

/**
 * Shared by every multipart route (products, profile); photos/upload.ts streams the files and sets the
 * per-route limits. One file over the product limit lets the route say "at most 5 photos" (400).
 */
export async function registerMultipart(app: HttpApp): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PRODUCT_PHOTOS + 1, fields: 50, fieldSize: 64 * 1024 },
  });
}

/** The built web app's directory (WEB_DIST_DIR, else apps/web/dist above this file), if it was built. */
export function findWebDist(config: Config): string | undefined {
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

/** The built web app's files, registered last: after every route, before the SPA fallback answers. */
export async function registerWebFiles(app: HttpApp, webDist: string): Promise<void> {
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
