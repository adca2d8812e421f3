import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const isHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl?.startsWith('https://') === true;

/**
 * Security headers for every answer, via @fastify/helmet (API answers get a smaller set, docs/decisions/022):
 * - CSP: scripts only from our own origin (the built app has no inline script); styles also 'unsafe-inline'
 *   because React `style={...}` attributes, react-bootstrap and react-toastify set inline styles (style
 *   attributes cannot carry a nonce; no script can run from a style); images from us, data: and blob: (the
 *   photo preview before upload) and PUBLIC_URL's origin; the live WebSocket is same-origin ('self' covers
 *   ws:/wss: of the same host); frame-ancestors 'none'.
 * - X-Content-Type-Options: nosniff, X-Frame-Options: DENY, Referrer-Policy: strict-origin-when-cross-origin.
 * - HSTS only when PUBLIC_URL is https (a plain-http install must stay reachable).
 * - Cross-Origin-Resource-Policy: cross-origin, so old clients on other origins can still show our photos
 *   (CORS stays open without credentials, API-COMPAT 1).
 */
export function securityHeaders(
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'photoPublicUrl'>>,
): FastifyHelmetOptions {
  const https = isHttps(config);
  const publicOrigin = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  // PHOTO_PUBLIC_URL: photos come straight from the bucket or CDN
  const photoOrigin = config.photoPublicUrl ? [new URL(config.photoPublicUrl).origin] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...publicOrigin, ...photoOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...publicOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}

/** Swagger UI (/api/docs) has inline scripts and styles: it gets its own CSP (hashes from the plugin). */
export function swaggerUiCsp(config: Pick<Config, 'publicUrl'>) {
  const https = isHttps(config);
  return {
    staticCSP: true,
    transformStaticCSP: (header: string) => {
      // Swagger UI (React) sets style attributes, which hashes cannot allow; 'unsafe-inline' is ignored next to
      // hashes, so the style directive is replaced whole. Scripts keep the plugin's hashes.
      let csp = header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
      if (!https) csp = csp.replace(/\s*upgrade-insecure-requests;?/, '');
      return csp;
    },
  };
}

/**
 * The helmet headers, computed once: @fastify/helmet builds its whole middleware chain (CSP directives parsed,
 * every header formatted) again for every request, a visible share of a cache hit's CPU. The
 * headers do not depend on the request (no CSP nonces), so they are taken from one run of helmet: a flat list
 * of names and values, as `writeHead` takes them.
 */
export function securityHeaderList(options: FastifyHelmetOptions): string[] {
  const { global: _global, enableCSPNonces: _nonces, ...helmetOptions } = options;
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(helmetOptions as HelmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers].flat();
}

/**
 * The headers of the JSON API's answers (docs/decisions/022): what a JSON answer can use — no document, so no
 * CSP beyond "nothing may load and nothing may frame it" (OWASP's REST Security Cheat Sheet), nosniff, no
 * framing, the referrer policy, CORP and HSTS as for everything else. The document-only headers helmet adds
 * for pages (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download and XSS switches, Flash's cross-domain
 * policies) are left out: they do nothing for JSON, and on a cache hit they were half its header bytes.
 */
export function apiHeaderList(pages: readonly string[]): string[] {
  const list = ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"];
  for (let i = 0; i < pages.length; i += 2) {
    if (API_KEEPS.has(String(pages[i]).toLowerCase())) list.push(pages[i] as string, pages[i + 1] as string);
  }
  return list;
}
const API_KEEPS = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
]);

/** JSON answers of the API: under /api/v1 but the photos (images keep the page set, as files served by us). */
export const isApiPath = (url: string) => url.startsWith('/api/v1/') && !url.startsWith('/api/v1/images/');

/**
 * Sets the headers on every answer, as @fastify/helmet sets them (on the raw response, before the route's
 * own): the API's set on JSON answers, the pages' set on everything else.
 */
export function registerSecurityHeaders(app: FastifyInstance, pages: readonly string[], api: readonly string[]): void {
  app.addHook('onRequest', (request, reply, done) => {
    const list = isApiPath(request.url) ? api : pages;
    for (let i = 0; i < list.length; i += 2) reply.raw.setHeader(list[i] as string, list[i + 1] as string);
    done();
  });
}
