// The harsher shopper mix of `npm run bench` (issue: a whole session of a real shopper), beside the realistic mix
// of bench/realistic.mjs: what a browser sends through a session, on every product and filter the shop offers.
//   page-product  6 %  a product page as a browser opens it (Accept text/html, the browser's headers)
//   page-category 4 %  a category page (/kategori/<room>[/<type>]), half of them with filters, a sort or a page
//   detail       35 %  a product's API answer; every product drawn by Zipf s = 1 (bench/realistic.mjs)
//   list         26 %  the list's API answer combining filters: category, material, width/depth/height ranges,
//                      brand, colour, price, in stock; five sorts, limit 12 or 24, pages 1–60 (most 1–3)
//   search       14 %  2–3 words (a kind, a material or style, a third word), one word in four misspelt
//   suggest      12 %  the header's suggestions while the same kind of query is typed (its prefixes)
//   home          3 %  the home page's list
// Visitors are Indonesian (three in four ask for Indonesian, the others English). Requests carry what Chrome
// sends; HTML pages ask for Brotli. Shares are fixed by what shoppers do, not by what the server caches.
import fs from 'node:fs';
import { measuring, mixLine } from './mix.mjs';
import { startServer } from './bench-server.mjs';
import { CONNECTIONS, MIX_DURATION, log } from './options.mjs';
import { withCeiling } from './processes.mjs';
import { HOME_PATH, misspell, rng, runMix, zipfIds } from './realistic.mjs';
import { ADJECTIVES, KINDS, MATERIALS } from './seed-sql.mjs';

const UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LANGUAGES = ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'en-US,en;q=0.9,id;q=0.8'];

/** The headers of a browser's navigation (an HTML page) and of the app's fetches (JSON), per language. */
function browserHeaders(kind, language) {
  const common = { 'user-agent': UA, 'accept-language': language, 'accept-encoding': 'gzip, deflate, br, zstd' };
  return kind === 'html'
    ? {
        ...common,
        accept:
          'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
        'upgrade-insecure-requests': '1',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
      }
    : {
        ...common,
        accept: 'application/json',
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
        'sec-fetch-site': 'same-origin',
      };
}

const SHARES = [
  ['page-product', 0.06],
  ['page-category', 0.04],
  ['detail', 0.35],
  ['list', 0.26],
  ['search', 0.14],
  ['suggest', 0.12],
  ['home', 0.03],
];

/**
 * A deterministic request generator: `next()` returns { cls, path, headers }. refs (readHarshRefs): the id
 * range, the category tree's slugs and the list's filter values as its facets name them.
 */
export function createHarshMix(refs, seed = 35) {
  const r = rng(seed);
  const zipfId = zipfIds(refs, seed, r);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const chance = (p) => r() < p;
  // Most shoppers stay on the first pages; some page far down a long list.
  const page = () => (chance(0.6) ? 1 : chance(0.6) ? 2 + Math.floor(r() * 2) : 1 + Math.floor(r() * 60));
  const q = (params) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
  // The furniture filters a shopper sets, each on its own: several at once are common.
  function filters() {
    const f = {};
    if (chance(0.35)) f.material = pick(refs.materials);
    if (chance(0.3)) f.max_width = pick(refs.widths);
    if (chance(0.08)) f.min_width = pick([40, 60, 80, 100]);
    if (chance(0.12)) f.max_depth = pick([40, 50, 60, 80, 100]);
    if (chance(0.1)) f.max_height = pick([50, 80, 100, 150, 200]);
    if (chance(0.2)) f.brand = pick(refs.brands);
    if (chance(0.2)) f.color = pick(refs.colors);
    if (chance(0.15)) {
      const min = 250_000 * Math.floor(r() * 20);
      Object.assign(f, { min_price: min, max_price: min + pick([1_000_000, 2_500_000, 5_000_000]) });
    }
    if (chance(0.15)) f.in_stock = 1;
    return f;
  }
  const SORTS = [{ sortby: 'latest' }, { sortby: 'popular' }, { price: 'cheap' }, { price: 'expensive' }];
  const webSort = { latest: 'latest', popular: 'popular', cheap: 'cheap', expensive: 'expensive' };
  function list() {
    const category = chance(0.6) ? pick(refs.categories) : undefined;
    const sort = chance(0.4) ? SORTS[0] : pick(SORTS);
    return `/api/v1/product?${q({ category, ...filters(), ...sort, limit: pick([12, 24]), page: page(), facets: 1 })}`;
  }
  function categoryPage() {
    const place = pick(refs.places);
    if (chance(0.5)) return `/kategori/${place}`;
    const sort = pick(Object.keys(webSort));
    return `/kategori/${place}?${q({ ...filters(), sort: chance(0.5) ? sort : undefined, page: page() })}`;
  }
  // A query as a shopper types it: a kind of furniture, a material or style, sometimes a third word; a slip
  // of the finger in one word of four.
  function query() {
    const words = [pick(KINDS).toLowerCase(), pick(chance(0.6) ? MATERIALS : ADJECTIVES).toLowerCase()];
    if (chance(0.4)) words.push(pick([...MATERIALS, ...ADJECTIVES]).toLowerCase());
    const all = words.join(' ').split(' ').slice(0, 3);
    return all.map((w) => (w.length > 3 && chance(0.25) ? misspell(w, r) : w)).join(' ');
  }
  function search() {
    return `/api/v1/product?${q({ search: query(), sortby: 'relevance', limit: 24, page: chance(0.85) ? 1 : 2 + Math.floor(r() * 4), facets: 1 })}`;
  }
  function suggest() {
    const text = query();
    const cut = Math.min(text.length, 2 + Math.floor(r() * (text.length - 1)));
    return `/api/v1/search/suggest?q=${encodeURIComponent(text.slice(0, cut))}`;
  }
  const paths = {
    'page-product': () => `/product/detail/${zipfId()}`,
    'page-category': categoryPage,
    detail: () => `/api/v1/product/${zipfId()}`,
    list,
    search,
    suggest,
    home: () => HOME_PATH,
  };
  const headers = LANGUAGES.map((language) => ({
    html: browserHeaders('html', language),
    api: browserHeaders('api', language),
  }));
  return {
    next() {
      const u = r();
      let at = 0;
      const [cls] = SHARES.find(([, share]) => (at += share) > u) ?? SHARES[SHARES.length - 1];
      const language = headers[chance(0.75) ? 0 : 1];
      return { cls, path: paths[cls](), headers: cls.startsWith('page-') ? language.html : language.api };
    },
  };
}

/** What the harsher mix draws from, through the public API: ids, the tree's pages and the filters' values. */
export async function readHarshRefs(base) {
  const get = async (p) => (await (await fetch(`${base}${p}`)).json()).data;
  const first = async (sort) => (await get(`/api/v1/product?limit=1&page=1&sortby=${sort}`)).data[0].id;
  const [newest, oldest] = [await first('latest'), await first('oldest')];
  const tree = await get('/api/v1/categories?tree=1');
  const { facets } = await get('/api/v1/product?limit=1&page=1&facets=1');
  // the values the list page offers with products behind them
  const values = (name) => (facets[name] ?? []).filter((v) => v.count > 0).map((v) => v.value);
  return {
    minId: Math.min(newest, oldest),
    maxId: Math.max(newest, oldest),
    // the rooms and the product types that hold products
    places: tree.flatMap((top) => [
      top.slug,
      ...top.children.filter((c) => c.product_count > 0).map((c) => `${top.slug}/${c.slug}`),
    ]),
    categories: values('category'),
    materials: values('material'),
    widths: values('width').filter((w) => /^\d+$/.test(w)),
    brands: values('brand'),
    colors: values('color'),
  };
}

/**
 * The harsher mix on one server: with its HTML pages, then its API requests only; the cache hit rate, the CPU
 * of Node and PostgreSQL and the server's RSS after the runs. `ceiling`: the same mix and client against the
 * bare node:http server sending `ceilingBytes`, measured here (while the shop's server idles) unless given.
 */
export async function harsh(label, serverEnv, { ceilingBytes, ceiling }, databaseUrl) {
  const server = await startServer(serverEnv);
  try {
    const refs = await readHarshRefs(server.base);
    if (!ceiling) {
      ceiling = await withCeiling(ceilingBytes, (base) =>
        runMix({ base, connections: CONNECTIONS, duration: MIX_DURATION, mix: createHarshMix(refs) }),
      );
      mixLine('ceiling', 'harsher mix, bare node', ceiling);
    }
    const ceilingRps = ceiling.rps;
    const run = (mix) => runMix({ base: server.base, connections: CONNECTIONS, duration: MIX_DURATION, mix });
    // warm-up with another seed: JIT, pools, the render thread and caches in the state a running shop has
    await runMix({ base: server.base, connections: CONNECTIONS, duration: 5, mix: createHarshMix(refs, 3) });
    const measured = measuring(server, databaseUrl);
    const measure = (mix) => measured(() => run(mix));
    const withPages = await measure(createHarshMix(refs));
    mixLine(label, 'harsher mix, with pages', withPages, ceilingRps);
    const apiMix = createHarshMix(refs, 36);
    const apiOnly = await measure({
      next() {
        for (;;) {
          const drawn = apiMix.next();
          if (!drawn.cls.startsWith('page-')) return drawn;
        }
      },
    });
    mixLine(label, 'harsher mix, API only', apiOnly, ceilingRps);
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    log(`${label.padEnd(10)} server RSS after the harsher mix: ${rssMb.toFixed(0)} MB`);
    return { ceiling, withPages, apiOnly, rssMb };
  } finally {
    await server.stop();
  }
}

/** The lines for the harsher mix: ≥ 10 % of the ceiling, every class p99 < 50 ms, no errors. */
export function harshVerdict(label, result) {
  const a = result.withPages;
  const ceilingRps = result.ceiling.rps;
  const problems = [];
  if (a.rps < 0.1 * ceilingRps) problems.push(`${((100 * a.rps) / ceilingRps).toFixed(1)} % < 10 % of ceiling`);
  for (const [cls, c] of Object.entries(a.classes)) if (c.p99 >= 50) problems.push(`${cls} p99 ${c.p99} ms`);
  if (a.errors) problems.push(`${a.errors} errors`);
  return [
    `${label.padEnd(10)} ${'harsher mix, with pages'.padEnd(26)} ${problems.length ? 'MISSES: ' + problems.join(', ') : 'meets target'}`,
  ];
}
