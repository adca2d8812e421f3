import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from '../config';
import { createReadAdmission } from './read-admission';

/**
 * A route of the front door: answers `request` itself and returns true, or returns false and leaves it alone
 * (Fastify then handles it as usual). `path` and `query` are the request URL split at its first '?'.
 */
export type FrontRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: string,
  base: string,
) => boolean;

/** Told of every answer the front door sent (metrics): the route pattern, status and seconds taken. */
export type FrontObserver = (route: string, status: number, seconds: number) => void;

// Fastify's own defaults for the server it would have made (fastify/lib/server.js), kept with our factory.
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Headers must arrive within this (docs/security.md); the whole request within Fastify's requestTimeout. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How often Node looks for requests past those limits. Its default (30 s) let a slow client hold a connection up
 * to 30 s past either limit; each look walks only the connections still receiving a request.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Cache hits answered before Fastify (docs/decisions/021): Fastify's request and reply objects, routing, hook
 * chain and reply machinery are most of a cache hit's cost. The front door sits in the HTTP server's own
 * request handler and answers only what it can answer exactly as Fastify would (same status, headers and bytes;
 * tested side by side in front-door.test.ts): GETs without a body whose serialised answer is in memory. Anything
 * else — a miss, HEAD, a body, a sampled request (logged by Fastify), an origin that needs the proxy rules — goes
 * to Fastify untouched.
 */
export function createFrontDoor(
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'requestLogSample' | 'readTurnMs'>,
  /** The headers every answer carries (security headers), as a flat list of names and values. */
  headers: readonly string[],
) {
  const routes: { prefix: string; route: FrontRoute }[] = [];
  let observe: FrontObserver | undefined;
  let answered = 0;
  // one per server: reads wait their turn while writes, and database replies reads wait for, are in flight
  const admission = createReadAdmission(config.readTurnMs);
  const sample = config.requestLogSample;
  // With trusted proxies Fastify reads the origin from X-Forwarded-*: only PUBLIC_URL makes it request-free.
  const fixedBase = config.publicUrl;
  const direct = config.trustProxy.length === 0;

  function baseOf(request: IncomingMessage): string | undefined {
    if (fixedBase) return fixedBase;
    const host = request.headers.host;
    return direct && host ? `http://${host}` : undefined;
  }

  function tryFront(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || routes.length === 0) return false;
    const headers = request.headers;
    if (headers['transfer-encoding'] !== undefined) return false;
    if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
    // A sampled request goes through Fastify, whose log controller writes its line (http/request-log.ts).
    if (sample > 0 && Math.random() < sample) return false;
    const url = request.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    for (const { prefix, route } of routes) {
      if (!path.startsWith(prefix)) continue;
      const base = baseOf(request);
      if (base === undefined) return false;
      return route(request, response, path, q < 0 ? '' : url.slice(q + 1), base);
    }
    return false;
  }

  return {
    headers,
    /** Adds a route for paths starting with `prefix`. */
    use(prefix: string, route: FrontRoute) {
      routes.push({ prefix, route });
    },
    /** Metrics: called once per answer the front door sends. */
    observe(observer: FrontObserver) {
      observe = observer;
    },
    /** For routes: report an answer sent at `startedAt` (performance.now()). */
    served(route: string, status: number, startedAt: number) {
      answered += 1;
      observe?.(route, status, (performance.now() - startedAt) / 1000);
    },
    /** Marks a database reply a read's answer waits for (http/read-admission.ts). */
    urgent: admission.urgent,
    /** How many answers the front door sent. */
    get answered() {
      return answered;
    },
    /**
     * Fastify's `serverFactory`: the HTTP server, with the front door before Fastify's handler, and writes
     * before reads (http/read-admission.ts): front-door hits and Fastify's reads alike wait their turn while a
     * write is answered.
     */
    serverFactory(handler: http.RequestListener, options: { requestTimeout?: number }): http.Server {
      const timeouts = {
        headersTimeout: HEADERS_TIMEOUT_MS,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        ...(options.requestTimeout !== undefined ? { requestTimeout: options.requestTimeout } : {}),
      };
      const server = http.createServer(timeouts, (request, response) => {
        admission.admit(request, response, () => {
          if (tryFront(request, response)) return true;
          handler(request, response);
          return false;
        });
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  };
}

export type FrontDoor = ReturnType<typeof createFrontDoor>;
