import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shop pages come rendered from the server: their buttons show before the JavaScript that makes them
 * work has hydrated them, and a click in between does nothing. Journeys act like a person who waits for the
 * page to be live: `page.goto` and `page.reload` return once `<html data-hydrated>` is set (app-providers.tsx).
 */
export async function untilHydrated(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return; // not one of the app's pages (XML, JSON, an image)
  // A page that never hydrates fails on the journey's next step, with that step's message.
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => undefined);
}

/**
 * `page` whose `goto` and `reload` return once the page is live. The `page` fixture is one; a page a test opens
 * in a context of its own (another user, another locale) must be made one with this.
 */
export function live(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(live(page));
  },
});

export { expect };
