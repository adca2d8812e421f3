// The single URLs (the cached best case) and the cold paths, each beside the ceiling; their verdict.
import autocannon from 'autocannon';
import { startServer } from './bench-server.mjs';
import { figures, run } from './load.mjs';
import { CONNECTIONS, PRODUCTS, log } from './options.mjs';
import { withCeiling } from './processes.mjs';
import { BROWSER_HEADERS } from './realistic.mjs';

async function scenarios(base) {
  const api = `${base}/api/v1`;
  const home = await (await fetch(`${api}/product?limit=6&page=1&sortby=latest`)).json();
  const someId = home.data.data[3]?.id ?? home.data.data[0].id;
  return [
    { name: 'home list', url: `${api}/product?limit=6&page=1&sortby=latest`, target: { ratio: 0.5, p99: 10 } },
    {
      name: 'home list, browser (br)',
      url: `${api}/product?limit=6&page=1&sortby=latest`,
      headers: BROWSER_HEADERS,
      target: { ratio: 0.7 },
    },
    {
      name: 'filtered list',
      url: `${api}/product?brand=IKEA&color=${encodeURIComponent('#A17F25')}&price=cheap&page=3&limit=6`,
      target: { ratio: 0.25, p99: 20 },
    },
    { name: 'deep page', url: `${api}/product?limit=6&page=500&sortby=latest`, target: { p99: 50 } },
    { name: 'search', url: `${api}/product?search=oak&limit=6&page=1`, target: { p99: 50 } },
    { name: 'product detail', url: `${api}/product/${someId}`, target: { ratio: 0.25, p99: 20 } },
    {
      name: 'list, uncached',
      informational: true,
      url: `${api}/product`,
      // 15,000 different pages (brand × order × page 1–1000): nearly every request misses the cache
      paths: (i) =>
        `/api/v1/product?limit=6&brand=${encodeURIComponent(['IKEA', 'Mr Royal', 'Sweet House', 'North Oxford', 'Mr.Poppin 1929'][i % 5])}` +
        `&${['sortby=latest', 'price=cheap', 'price=expensive'][Math.floor(i / 5) % 3]}&page=${1 + (Math.floor(i / 15) % 1000)}`,
      target: {},
    },
    {
      name: 'detail, uncached',
      informational: true,
      url: `${api}/product/1`,
      paths: (i) => `/api/v1/product/${1 + (i % PRODUCTS)}`,
      target: {},
    },
    { name: 'HTML /', url: `${base}/`, target: {} },
    { name: 'HTML /product/detail/:id', url: `${base}/product/detail/${someId}`, target: {} },
  ];
}

/**
 * The single URLs. A URL with a target share of the ceiling is measured right after the ceiling server (same
 * bytes, same client, same duration) is measured again: on a shared machine the bare server's rate moved by
 * 46,600–60,500 req/s within one run, and a share against a
 * ceiling measured at another moment measured that drift.
 */
export async function benchOne(label, serverEnv, ceilingResult, ceilingBytes) {
  const server = await startServer(serverEnv);
  try {
    return await withCeiling(ceilingBytes, async (ceilingBase) => {
      const ceilingUrl = `${ceilingBase}/api/v1/product?limit=6&page=1&sortby=latest`;
      const list = await scenarios(server.base);
      const rows = [];
      for (const scenario of list) {
        // a warm-up so caches, JIT and the heap's size are in the state a running shop has (a shorter, lighter
        // one left the first URL slower than the same URL measured again a minute later)
        await new Promise((resolve, reject) =>
          autocannon({ url: scenario.url, connections: CONNECTIONS, duration: 3, headers: scenario.headers }, (e) =>
            e ? reject(e) : resolve(),
          ),
        );
        const beside = scenario.target?.ratio !== undefined ? figures(await run(ceilingUrl)) : ceilingResult;
        const f = figures(await run(scenario.url, { paths: scenario.paths, headers: scenario.headers }));
        rows.push({
          scenario: scenario.name,
          url: scenario.url,
          ...f,
          ceiling: beside.rps,
          ratio: f.rps / beside.rps,
          target: scenario.target,
          informational: Boolean(scenario.informational),
        });
        log(
          `${label.padEnd(10)} ${scenario.name.padEnd(26)} ${String(f.rps).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  ${((100 * f.rps) / beside.rps).toFixed(0).padStart(3)} % of ceiling${beside === ceilingResult ? '' : ` (${beside.rps} req/s, measured just before)`}${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}`,
        );
      }
      return rows;
    });
  } finally {
    await server.stop();
  }
}

export function verdict(label, rows) {
  const out = [];
  for (const r of rows) {
    if (r.informational) {
      out.push(`${label.padEnd(10)} ${r.scenario.padEnd(26)} (no target: the cold path, shown for honesty)`);
      continue;
    }
    const t = r.target;
    const problems = [];
    if (t.ratio !== undefined && label === 'postgres' && r.ratio < t.ratio)
      problems.push(`below ${t.ratio * 100} % of ceiling`);
    if (t.p99 !== undefined && label === 'postgres' && r.p99 >= t.p99) problems.push(`p99 not under ${t.p99} ms`);
    if (label === 'pglite' && r.rps < 1000) problems.push('below 1,000 req/s');
    if (r.non2xx > 0) problems.push(`${r.non2xx} non-2xx answers`);
    out.push(
      `${label.padEnd(10)} ${r.scenario.padEnd(26)} ${problems.length ? 'MISSES: ' + problems.join(', ') : 'meets target'}`,
    );
  }
  return out;
}
