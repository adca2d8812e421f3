import type { APIRequestContext } from '@playwright/test';

export type OutboxMail = { to: string; subject: string; text: string; created_at: string };

/** The mails the shop kept for `to` in its development outbox, newest first (playwright.config.ts sets its token). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'x-outbox-token': process.env.E2E_OUTBOX_TOKEN ?? '' },
  });
  return ((await response.json()) as { data: OutboxMail[] }).data;
}
