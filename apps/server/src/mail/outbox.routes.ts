import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '@rima/shared/constants';
import { SHOP_NAME } from '@rima/shared/constants';
import { okEnvelope } from '@rima/shared/api/envelope';
import { forbidden } from '../http/errors';
import { escapeHtml, type Mailer } from './mailer';
import { outboxRefusal } from './outbox-access';

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
 * tests; `?to=` filters by recipient). app.ts registers it only when DEV_OUTBOX is set, which production refuses.
 * It hands out login codes, so it answers only a loopback connection that came through no proxy and carries
 * the token (`x-outbox-token` header, or `?token=` for the page opened in a browser): outbox-access.ts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; token: string }> = async (
  app,
  { mailer, token },
) => {
  app.addHook('onRequest', async (request) => {
    const query = request.query as { token?: unknown } | undefined;
    const refusal = outboxRefusal(
      {
        socketAddress: request.socket.remoteAddress,
        headers: request.headers,
        queryToken: typeof query?.token === 'string' ? query.token : undefined,
      },
      token,
    );
    if (refusal) throw forbidden(refusal);
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
        querystring: z.object({ to: z.string().max(254).optional(), token: z.string().max(200).optional() }),
        response: { 200: okEnvelope(z.array(storedMailSchema)) },
      },
    },
    async (request) => ({ statusCode: 200, message: 'ok', data: await listFor(request.query.to) }),
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(254).optional(), token: z.string().max(200).optional() }),
      },
    },
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
