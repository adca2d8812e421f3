// One autocannon run against one URL, its figures, and the bare node:http ceiling measured the same way.
import autocannon from 'autocannon';
import { withCeiling } from './processes.mjs';
import { CONNECTIONS, DURATION } from './options.mjs';

export function run(url, { headers = {}, paths } = {}) {
  // `paths(i)`: a different path for every request, so the in-process cache cannot answer (the cold path).
  let i = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths(i++) }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, requests }, (err, result) => {
      if (err) reject(err);
      else resolve(result);
    });
  });
}

export function figures(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function ceiling(bytes) {
  return withCeiling(bytes, async (base) => figures(await run(`${base}/api/v1/product?limit=6&page=1&sortby=latest`)));
}
