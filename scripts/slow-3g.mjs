// A product page on a slow 3G phone: 400 kbit/s down (and up), 400 ms round trip, the CPU slowed 4×, a cold
// cache, a 390 px touch screen, through the Chrome DevTools Protocol (Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate) in the Debian Chromium. Prints, from the start of navigation: the time to
// content (first contentful paint), the time until "Add to cart" works (a click that puts the product in the
// visitor's cart), and the JavaScript requests made before then; also when the app has hydrated the button
// (it takes the server-rendered button's early handler off, docs/decisions/060) and the requests before that.
// Targets (docs/decisions/060): content ≤ 2.5 s, Add to cart ≤ 6 s, ≤ 12 JavaScript requests before Add to cart works;
// a missed target makes the exit code 1. Timings on a busy machine are pessimistic; the request count is not.
// Usage: run by `npm run lighthouse` after its table, or alone on a running shop:
//   node scripts/slow-3g.mjs http://127.0.0.1:3000        (CHROME_PATH, default /usr/bin/chromium)
import { chromium } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
const GIVE_UP_MS = 90_000;
export const TARGETS = { contentMs: 2500, interactiveMs: 6000, jsBeforeInteractive: 12 };

/** A product sold without options and in stock, so that one click on its button adds it. */
async function pickProduct(base) {
  const list = await (await fetch(`${base}/api/v1/product?limit=20`)).json();
  for (const row of list.data.data) {
    const detail = await (await fetch(`${base}/api/v1/product/${row.id}`)).json();
    const product = detail.data?.product?.[0];
    if (product && product.option_names.length === 0 && product.stock > 0) return `/product/detail/${row.id}`;
  }
  throw new Error('no product without options in stock among the first 20');
}

/** Measures one cold load of `base + path`; the page is asked for once first (the server's page cache warm). */
export async function slow3gFigures(base, path) {
  await (await fetch(`${base}${path}`)).text();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'id-ID',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** Every request's start (the protocol's monotonic seconds), type and bytes on the wire. */
    const requests = new Map();
    let documentStart;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && documentStart === undefined) documentStart = e.timestamp;
      requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes = e.encodedDataLength;
    });

    await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    // "Works" = a click puts the product in this browser's cart (a visitor's cart, docs/decisions/050). Until the
    // page has hydrated a click does nothing; it is tried again every 100 ms, the way an impatient thumb does.
    const button = page.locator('.purchase__cart').first();
    let interactiveMs;
    let hydratedMs;
    const until = Date.now() + GIVE_UP_MS;
    while ((interactiveMs === undefined || hydratedMs === undefined) && Date.now() < until) {
      if (interactiveMs === undefined && (await button.count()) > 0) {
        await button.dispatchEvent('click').catch(() => undefined);
        interactiveMs = await page.evaluate(() =>
          localStorage.getItem('rima.guestCart') ? Math.round(performance.now()) : undefined,
        );
      }
      // hydrated: the app's effect has taken the early handler's mark off the button
      if (hydratedMs === undefined && (await button.count()) > 0)
        hydratedMs = await button
          .evaluate((b) => (b.hasAttribute('data-early-cart') ? undefined : Math.round(performance.now())))
          .catch(() => undefined);
      if (interactiveMs === undefined || hydratedMs === undefined) await page.waitForTimeout(100);
    }
    await page.waitForLoadState('load', { timeout: GIVE_UP_MS }).catch(() => undefined);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const nav = performance.getEntriesByType('navigation')[0];
      return { content: paint?.startTime, load: nav?.loadEventEnd };
    });
    const all = [...requests.values()];
    const scripts = all.filter((r) => r.type === 'Script');
    const before = (ms) =>
      ms === undefined || documentStart === undefined
        ? scripts
        : scripts.filter((r) => r.start <= documentStart + ms / 1000);
    const beforeInteractive = before(interactiveMs);
    return {
      path,
      contentMs: timing.content === undefined ? undefined : Math.round(timing.content),
      interactiveMs,
      hydratedMs,
      loadMs: timing.load ? Math.round(timing.load) : undefined,
      jsBeforeInteractive: beforeInteractive.length,
      jsBeforeInteractiveKb: beforeInteractive.reduce((s, r) => s + r.bytes, 0) / 1024,
      jsBeforeHydrated: before(hydratedMs).length,
      jsBeforeHydratedKb: before(hydratedMs).reduce((s, r) => s + r.bytes, 0) / 1024,
      jsTotal: scripts.length,
      scripts: scripts.map((r) => ({
        url: r.url,
        ms: documentStart === undefined ? 0 : (r.start - documentStart) * 1000,
        kb: r.bytes / 1024,
      })),
      transferredKb: all.reduce((s, r) => s + r.bytes, 0) / 1024,
    };
  } finally {
    await browser.close();
  }
}

const seconds = (ms) => (ms === undefined ? 'not reached' : `${(ms / 1000).toFixed(2)} s`);

/** The targets `f` misses, as lines to print (none: all met). */
export function missedTargets(f) {
  const missed = [];
  if (f.contentMs === undefined || f.contentMs > TARGETS.contentMs)
    missed.push(`content ${seconds(f.contentMs)} > ${seconds(TARGETS.contentMs)}`);
  if (f.interactiveMs === undefined || f.interactiveMs > TARGETS.interactiveMs)
    missed.push(`Add to cart ${seconds(f.interactiveMs)} > ${seconds(TARGETS.interactiveMs)}`);
  if (f.jsBeforeInteractive > TARGETS.jsBeforeInteractive)
    missed.push(
      `${f.jsBeforeInteractive} JavaScript requests before Add to cart works > ${TARGETS.jsBeforeInteractive}`,
    );
  return missed;
}

/** Prints the figures for the first product sold without options on the shop at `base`; returns the misses. */
export async function printSlow3g(base) {
  const f = await slow3gFigures(base, await pickProduct(base));
  const kb = (n) => `${n.toFixed(1)} kB`;
  console.log(`\nslow 3G (400 kbit/s, 400 ms RTT, CPU 4× slower, cold cache, 390 px phone): ${f.path}`);
  console.log(
    `  content (first contentful paint)      ${seconds(f.contentMs)}   (target ≤ ${seconds(TARGETS.contentMs)})`,
  );
  console.log(
    `  Add to cart works                     ${seconds(f.interactiveMs)}   (target ≤ ${seconds(TARGETS.interactiveMs)})`,
  );
  console.log(
    `  JavaScript requests before that       ${f.jsBeforeInteractive} (${kb(f.jsBeforeInteractiveKb)})   (target ≤ ${TARGETS.jsBeforeInteractive})`,
  );
  console.log(`  app hydrated (the whole page works)   ${seconds(f.hydratedMs)}`);
  console.log(`  JavaScript requests before that       ${f.jsBeforeHydrated} (${kb(f.jsBeforeHydratedKb)})`);
  console.log(`  load event                            ${seconds(f.loadMs)}`);
  console.log(`  all JavaScript requests / transferred ${f.jsTotal} / ${kb(f.transferredKb)}`);
  // SLOW3G_VERBOSE=1: each JavaScript request, when it started and its size
  if (process.env.SLOW3G_VERBOSE)
    for (const r of f.scripts) console.log(`    ${seconds(r.ms).padStart(9)} ${kb(r.kb).padStart(9)}  ${r.url}`);
  const missed = missedTargets(f);
  console.log(missed.length === 0 ? '  targets: all met' : `  targets MISSED: ${missed.join('; ')}`);
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = (process.argv[2] ?? process.env.SLOW3G_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  if ((await printSlow3g(base)).length > 0) process.exitCode = 1;
}
