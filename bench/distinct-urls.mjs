// Memory under many distinct URLs: every one a cache miss that stays until the cache bound evicts it.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './bench-server.mjs';
import { CACHE_MAX_MB, CONNECTIONS, DISTINCT, log } from './options.mjs';
import { BROWSER_HEADERS, readRefs } from './realistic.mjs';

/** RSS after `count` distinct URLs, once each (every one a cache miss that stays until evicted). */
export async function distinctUrls(label, serverEnv) {
  const server = await startServer({ ...serverEnv, CATALOG_CACHE_MAX_MB: String(CACHE_MAX_MB) });
  try {
    const refs = await readRefs(server.base);
    let i = 0;
    await new Promise((resolve, reject) =>
      autocannon(
        {
          url: server.base,
          connections: CONNECTIONS,
          amount: DISTINCT,
          headers: BROWSER_HEADERS,
          requests: [
            {
              setupRequest: (req) => {
                const k = i++;
                // details of every product, then list pages past them: all different
                const p =
                  k < refs.maxId - refs.minId + 1
                    ? `/api/v1/product/${refs.minId + k}`
                    : `/api/v1/product?limit=6&sortby=oldest&page=${1 + k}`;
                return { ...req, path: p };
              },
            },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    const hwmMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    log(
      `${label.padEnd(10)} ${`${DISTINCT.toLocaleString('en')} distinct URLs`.padEnd(26)} RSS ${rssMb.toFixed(0)} MB (peak ${hwmMb.toFixed(0)} MB), cache bound ${CACHE_MAX_MB} MB`,
    );
    return { rssMb, hwmMb, cacheMaxMb: CACHE_MAX_MB };
  } finally {
    await server.stop();
  }
}
