import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Headers by which proxies and CDNs name the client behind them. Any of them means the request came through
 * something else than a browser on this machine; the outbox refuses it whatever TRUST_PROXY says.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

export const OUTBOX_TOKEN_HEADER = 'x-outbox-token';

const sameSecret = (given: string, token: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * Why a request may not read the outbox, or undefined when it may. A proxy that adds no header at all (a bare
 * `proxy_pass`) connects from loopback like a local browser, so neither the address nor the headers can prove
 * who is asking: the token printed at start-up does, and the other two conditions only narrow the door.
 */
export function outboxRefusal(
  request: { socketAddress: string | undefined; headers: IncomingHttpHeaders; queryToken: string | undefined },
  token: string,
): string | undefined {
  if (!isLoopback(request.socketAddress)) return 'The development outbox only answers requests from this machine.';
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) {
    return 'The development outbox does not answer requests that came through a proxy.';
  }
  const header = request.headers[OUTBOX_TOKEN_HEADER];
  const given = typeof header === 'string' ? header : request.queryToken;
  if (given === undefined || !sameSecret(given, token)) {
    return 'The development outbox needs the token printed when the server started.';
  }
  return undefined;
}
