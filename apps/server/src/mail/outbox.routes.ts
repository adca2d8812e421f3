import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '@rima/shared/constants';
import { SHOP_NAME } from '@rima/shared/constants';
import { okEnvelope } from '@rima/shared/api/envelope';
import { forbidden } from '../http/errors';
import { escapeHtml, type Mailer } from './mailer';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const storedMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/**
 * The development outbox: GET /dev/outbox (HTML, newest first) and GET /api/v1/dev/outbox (JSON, for e2e
 * tests; `?to=` filters by recipient). app.ts registers this plugin only outside production.
 *
 * It hands out login codes, so it answers only this machine: the connection must come from a loopback
 * address, and so must the client behind it. A request carrying forwarding headers came through a proxy
 * (which usually runs on this machine, so its connection is loopback too): it is refused unless TRUST_PROXY
 * names that proxy, in which case request.ip is the real client and must itself be loopback.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; trustProxy: boolean }> = async (
  app,
  { mailer, trustProxy },
) => {
  app.addHook('onRequest', async (request) => {
    const forwarded = FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
    const local = isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && (!forwarded || trustProxy);
    if (!local) throw forbidden('The development outbox only answers requests from this machine.');
  });

  const listFor = async (to: string | undefined) => {
    const all = await mailer.listOutbox();
    return to ? all.filter((m) => m.to.toLowerCase() === to.trim().toLowerCase()) : all;
  };

  app.get(
    `${API_PREFIX}/dev/outbox`,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox (not in production): mails the server would have sent, newest first',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: okEnvelope(z.array(storedMailSchema)) },
      },
    },
    async (request) => ({ statusCode: 200, message: 'ok', data: await listFor(request.query.to) }),
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request, reply) => {
      const mails = await listFor(request.query.to);
      const items = mails
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.created_at)}</p>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
        )
        .join('\n');
      const note =
        mailer.kind === 'smtp'
          ? '<p>SMTP_URL is set: mail goes to the SMTP server, nothing is kept here.</p>'
          : '<p>No SMTP_URL is set, so mail is kept here instead of being sent. Newest first.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(SHOP_NAME)} outbox</title>
<style>body{font-family:Jost,Arial,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#111}
h1{font-weight:300}article{border-top:1px solid #ddd;padding:12px 0}h2{font-size:18px;margin:0 0 4px}
.meta{color:#666;margin:0 0 8px}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head>
<body><h1>${escapeHtml(SHOP_NAME)} development outbox</h1>${note}
${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
};
