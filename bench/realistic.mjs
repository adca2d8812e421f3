// The realistic shopper workload of `npm run bench`: a seeded, deterministic mix of
//   detail 45 % (ids Zipf-like over every product), lists 30 % (random brand/category/colour/price filters,
//   five sorts, pages 1–50), searches 15 % (words from product names, one in five misspelt), home 10 %,
// sent with a browser's Accept-Encoding by autocannon, with per-class req/s, p50/p99 and errors; and a
// writer that runs ~20 checkouts/s and ~5 price edits/s through the API next to it (PostgreSQL only).
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADJECTIVES, KINDS, MATERIALS } from './seed-sql.mjs';

// The process helpers live in bench/processes.mjs; the stand-alone benches import them from here.
export {
  cacheCounters,
  cpuSeconds,
  postgresCpuSeconds,
  waitForHealth,
  waitForQuiet,
  withCeiling,
} from './processes.mjs';

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
export const HOME_PATH = '/api/v1/product?limit=6&page=1&sortby=latest';

/** mulberry32: a small seeded PRNG, so every run sends the same sequence. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The words product names are made of (bench/seed-sql.mjs), kinds split into single words.
export const WORDS = [...new Set([...ADJECTIVES, ...MATERIALS, ...KINDS.flatMap((k) => k.split(' '))])];

export function misspell(word, r) {
  const i = 1 + Math.floor(r() * (word.length - 2));
  return r() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/**
 * Product ids drawn by popularity: Zipf (s = 1) over every product, a cumulative table over ranks, ranks mapped
 * to ids by a seeded shuffle so the popular products are spread over the catalogue rather than being the newest
 * ones. `r` is the caller's generator; returns `() => id`.
 */
export function zipfIds(refs, seed, r) {
  const n = refs.maxId - refs.minId + 1;
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k += 1) {
    sum += 1 / (k + 1);
    cdf[k] = sum;
  }
  const perm = new Int32Array(n);
  for (let k = 0; k < n; k += 1) perm[k] = k;
  const shuffle = rng(seed + 1);
  for (let k = n - 1; k > 0; k -= 1) {
    const j = Math.floor(shuffle() * (k + 1));
    [perm[k], perm[j]] = [perm[j], perm[k]];
  }
  return () => {
    const u = r() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return refs.minId + perm[lo];
  };
}

/**
 * A deterministic request generator: `next()` returns { cls, path }.
 * refs: { minId, maxId, brands: [name], categories: [name], colors: [hex] } read from the server.
 */
export function createMix(refs, seed = 16, only = undefined) {
  const r = rng(seed);
  const zipfId = zipfIds(refs, seed, r);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const sorts = ['sortby=latest', 'sortby=oldest', 'sortby=popular', 'price=cheap', 'price=expensive'];
  function list() {
    const q = [];
    if (r() < 0.4) q.push(`brand=${encodeURIComponent(pick(refs.brands))}`);
    if (r() < 0.4) q.push(`category=${encodeURIComponent(pick(refs.categories))}`);
    if (r() < 0.25) q.push(`color=${encodeURIComponent(pick(refs.colors))}`);
    if (r() < 0.15) {
      const min = 100_000 * Math.floor(r() * 100);
      q.push(`min_price=${min}`, `max_price=${min + 5_000_000}`);
    }
    q.push(pick(sorts));
    const page = r() < 0.5 ? 1 + Math.floor(r() * 3) : 1 + Math.floor(r() * 50);
    // the list page asks for its filters' counts with every page (docs/decisions/039)
    q.push('limit=12', `page=${page}`, 'facets=1');
    return `/api/v1/product?${q.join('&')}`;
  }
  function search() {
    let word = pick(WORDS);
    if (r() < 0.2) word = misspell(word, r);
    if (r() < 0.3) word = `${word} ${pick(WORDS)}`;
    const page = r() < 0.8 ? 1 : 2 + Math.floor(r() * 4);
    // a search lands on the list page, which asks for the counts too
    return `/api/v1/product?search=${encodeURIComponent(word)}&limit=12&page=${page}&facets=1`;
  }
  return {
    next() {
      if (only) {
        let drawn;
        do drawn = this.draw();
        while (drawn.cls !== only);
        return drawn;
      }
      return this.draw();
    },
    draw() {
      const u = r();
      if (u < 0.45) return { cls: 'detail', path: `/api/v1/product/${zipfId()}` };
      if (u < 0.75) return { cls: 'list', path: list() };
      if (u < 0.9) return { cls: 'search', path: search() };
      return { cls: 'home', path: HOME_PATH };
    },
  };
}

export const classOf = (path) =>
  path.startsWith('/api/v1/product/')
    ? 'detail'
    : path === HOME_PATH
      ? 'home'
      : path.includes('search=')
        ? 'search'
        : 'list';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Drives `base` with the mix for `duration` s; figures overall and per request class. `mix` replaces the
 * shopper mix (bench/realistic-harsh.mjs): its `next()` may give a request its own `headers`.
 */
export async function runMix({
  base,
  refs,
  connections,
  duration,
  seed = 16,
  only,
  mix = createMix(refs, seed, only),
}) {
  const byClass = new Map();
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (req, context) => {
          const { cls, path, headers } = mix.next();
          context.cls = cls; // one request in flight per connection: read back in 'response'
          return headers ? { ...req, path, headers } : { ...req, path };
        },
      },
    ],
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const cls = client.requestIterator?.context?.cls ?? 'unknown';
    let c = byClass.get(cls);
    if (!c) byClass.set(cls, (c = { latencies: [], errors: 0 }));
    c.latencies.push(responseTime);
    if (statusCode >= 400) c.errors += 1;
  });
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  });
  const classes = {};
  for (const [cls, c] of [...byClass.entries()].sort()) {
    const sorted = c.latencies.sort((a, b) => a - b);
    classes[cls] = {
      rps: Math.round(sorted.length / duration),
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number(sorted[sorted.length - 1].toFixed(1)),
      errors: c.errors,
    };
  }
  return {
    rps: Math.round(result.requests.total / duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    classes,
  };
}

/** Reads the reference names and the id range the mix draws from, through the public API. */
export async function readRefs(base) {
  const get = async (p) => (await (await fetch(`${base}${p}`)).json()).data;
  const newest = await get('/api/v1/product?limit=1&page=1&sortby=latest');
  const oldest = await get('/api/v1/product?limit=1&page=1&sortby=oldest');
  return {
    maxId: Math.max(newest.data[0].id, oldest.data[0].id),
    minId: Math.min(newest.data[0].id, oldest.data[0].id),
    brands: (await get('/api/v1/brands')).map((b) => b.name),
    categories: (await get('/api/v1/categories')).map((c) => c.name),
    colors: (await get('/api/v1/colors')).map((c) => c.hex),
  };
}

/**
 * Buyers and sellers with sessions straight in the bench database (registration mails codes), and the
 * products they buy and edit.
 */
export async function prepareWriters(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO users (role, email, username, password_hash, name, store_desc)
     SELECT 'customer', 'bench-buyer-' || g || '@bench.test', 'bench_buyer_' || g, 'scrypt$disabled', 'Bench Buyer', ''
       FROM generate_series(1, 40) g
     ON CONFLICT DO NOTHING`,
  );
  await client.query(`DELETE FROM cart_items WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench-buyer-%')`);
  const token = async (userId) => {
    const raw = crypto.randomBytes(32).toString('base64url');
    const hash = crypto.createHash('sha256').update(raw).digest('hex');
    await client.query('INSERT INTO sessions (user_id, token_hash) VALUES ($1, $2)', [userId, hash]);
    return raw;
  };
  const buyers = [];
  for (const row of (await client.query(`SELECT id FROM users WHERE email LIKE 'bench-buyer-%' ORDER BY id`)).rows)
    buyers.push(await token(row.id));
  const sellerTokens = new Map();
  for (const row of (await client.query(`SELECT id FROM users WHERE email LIKE 'bench-seller-%' ORDER BY id`)).rows)
    sellerTokens.set(row.id, await token(row.id));
  // Restock what earlier runs sold, so every run buys from the same shelves: by variant, since a cart line
  // without one takes the product's first variant, which may be sold out while its siblings are not (the
  // products row mirrors the sum).
  await client.query(
    'UPDATE product_variants SET stock = 40 WHERE stock < 5 AND product_id % 97 = 0 AND archived_at IS NULL',
  );
  const buy = (
    await client.query(`SELECT id FROM products WHERE status = 'active' AND id % 97 = 0 ORDER BY id LIMIT 800`)
  ).rows.map((r) => r.id);
  const edit = (
    await client.query(
      `SELECT id, seller_id, price FROM products WHERE status = 'active' AND id % 89 = 0 ORDER BY id LIMIT 400`,
    )
  ).rows.map((r) => ({ id: r.id, token: sellerTokens.get(r.seller_id), price: r.price }));
  await client.end();
  return { buyers, buy, edit };
}

/** ~checkoutsPerSecond checkouts (cart add + create) and ~editsPerSecond price edits until stop(). */
export function startWriters(base, { buyers, buy, edit }, { checkoutsPerSecond = 20, editsPerSecond = 5 } = {}) {
  const r = rng(99);
  const busy = new Set();
  const lat = { checkout: [], edit: [] };
  const errors = { checkout: 0, edit: 0 };
  let b = 0;
  const api = `${base}/api/v1`;
  async function checkout() {
    const buyer = buyers[b++ % buyers.length];
    if (busy.has(buyer)) return;
    busy.add(buyer);
    const headers = { 'x-access-token': buyer, 'content-type': 'application/json' };
    try {
      const product = buy[Math.floor(r() * buy.length)];
      const add = await fetch(`${api}/cart/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ product_id: product, qty: 1 }),
      });
      await add.arrayBuffer();
      const t = performance.now();
      const res = await fetch(`${api}/transaction/create`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          name: 'Budi Santoso',
          address: 'Jl. Merdeka 10, Bandung',
          phone_code: '+62',
          phone: '81234567890',
          payment_method: 'bca',
          shipping: 'flat',
        }),
      });
      await res.arrayBuffer();
      lat.checkout.push(performance.now() - t);
      if (res.status !== 201) {
        errors.checkout += 1;
        await fetch(`${api}/cart`, { method: 'DELETE', headers: { 'x-access-token': buyer } }).then((x) =>
          x.arrayBuffer(),
        );
      }
    } catch {
      errors.checkout += 1;
    } finally {
      busy.delete(buyer);
    }
  }
  let e = 0;
  async function editOne() {
    const p = edit[e++ % edit.length];
    p.price += 10_000;
    const t = performance.now();
    try {
      const res = await fetch(`${api}/product/edit/${p.id}`, {
        method: 'PATCH',
        headers: { 'x-access-token': p.token, 'content-type': 'application/json' },
        body: JSON.stringify({ price: String(p.price) }),
      });
      await res.arrayBuffer();
      lat.edit.push(performance.now() - t);
      if (res.status !== 200) errors.edit += 1;
    } catch {
      errors.edit += 1;
    }
  }
  const timers = [
    setInterval(() => void checkout(), 1000 / checkoutsPerSecond),
    setInterval(() => void editOne(), 1000 / editsPerSecond),
  ];
  return {
    stop(duration) {
      timers.forEach(clearInterval);
      const fig = (xs, err) => {
        const sorted = xs.sort((x, y) => x - y);
        return {
          perSecond: Number((sorted.length / duration).toFixed(1)),
          p50: Number(percentile(sorted, 50).toFixed(1)),
          p99: Number(percentile(sorted, 99).toFixed(1)),
          errors: err,
        };
      };
      return { checkout: fig(lat.checkout, errors.checkout), edit: fig(lat.edit, errors.edit) };
    },
  };
}
