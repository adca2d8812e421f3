// Facet bench (docs/decisions/039): GET /product?…&facets=1 for random filter combinations, every request a
// different URL, so neither the response cache nor the count cache can answer: each one counts every facet
// over the whole catalogue (or a search's matches) in the read model. Prints req/s and p50/p99; the target is
// p99 < 50 ms. As a module: `benchFacets({ base, label, pid? })` against a running server (bench/mix.mjs).
import autocannon from 'autocannon';
import { cpuSeconds, rng } from './realistic.mjs';
import { WORDS } from './search.mjs';

/** The target: p99 of an uncached facet answer, in ms. */
export const FACETS_P99_MS = 50;

/** The alternatives the catalogue offers, from one facet answer: what shoppers would click. */
async function readChoices(base) {
  const res = await fetch(`${base}/api/v1/product?limit=1&facets=1&lang=id`);
  const facets = (await res.json()).data.facets ?? {};
  const values = (name) => (facets[name] ?? []).filter((v) => v.count > 0).map((v) => v.value);
  return {
    category: values('category'),
    material: values('material'),
    color: values('color'),
    style: values('style'),
    brand: values('brand'),
    city: values('city'),
    seats: values('seats'),
    width: values('width').filter((v) => !v.startsWith('>')),
    price: values('price'),
  };
}

/**
 * The URL of request `i`: zero to four filters drawn at random (a fifth of them with a search word), and a
 * `min_price` below every product's price that makes the URL one of its own (the answer is unchanged).
 */
export function facetPath(choices, i) {
  // a generator seeded by the request's index: the same index always gives the same URL
  const r = rng(i * 7919 + 39);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const q = [];
  const offer = [
    ['category', () => `category=${encodeURIComponent(pick(choices.category))}`],
    ['material', () => `material=${encodeURIComponent(pick(choices.material))}`],
    ['color', () => `color=${encodeURIComponent(pick(choices.color))}`],
    ['style', () => `style=${encodeURIComponent(pick(choices.style))}`],
    ['brand', () => `brand=${encodeURIComponent(pick(choices.brand))}`],
    ['city', () => `city=${encodeURIComponent(pick(choices.city))}`],
    ['seats', () => `min_seats=${pick(choices.seats)}`],
    ['width', () => `max_width=${pick(choices.width)}`],
    ['rating', () => 'min_rating=4'],
    ['in_stock', () => 'in_stock=1'],
    ['assembly', () => `assembly=${r() < 0.5 ? 'true' : 'false'}`],
  ].filter(([name]) => !(name in choices) || choices[name].length > 0);
  const wanted = Math.floor(r() * 5);
  for (let k = 0; k < wanted && offer.length > 0; k += 1) {
    const [[, make]] = offer.splice(Math.floor(r() * offer.length), 1);
    q.push(make());
  }
  if (r() < 0.2) q.push(`search=${encodeURIComponent(pick(WORDS.common.concat(WORDS.indonesian)))}`);
  q.push(`min_price=${i % 50_000}`, 'limit=12', 'page=1', 'sortby=latest', 'facets=1', 'lang=id');
  return `/api/v1/product?${q.join('&')}`;
}

function run(url, paths, { duration, connections, start }) {
  let i = start;
  const requests = [{ setupRequest: (req) => ({ ...req, path: paths(i++) }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function benchFacets({ base, label, duration = 10, connections = 8, pid }) {
  const choices = await readChoices(base);
  const paths = (i) => facetPath(choices, i);
  // warm-up and run on disjoint stretches of the request indexes: no URL is asked twice
  await run(`${base}/api/v1/product`, paths, { duration: 1, connections: 2, start: 0 });
  const cpuBefore = pid ? cpuSeconds([pid]) : 0;
  const r = await run(`${base}/api/v1/product`, paths, { duration, connections, start: 25_000 });
  const f = {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  if (pid) f.cpuUsPerRequest = Math.round((1e6 * (cpuSeconds([pid]) - cpuBefore)) / Math.max(1, r.requests.total));
  console.log(
    `${label.padEnd(9)} facets   ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      ` (target < ${FACETS_P99_MS} ms)${pid ? `  server CPU ${f.cpuUsPerRequest} µs/request` : ''}` +
      `${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}${f.errors ? `  (${f.errors} errors)` : ''}`,
  );
  return f;
}
