/** Small load tools for the cluster suite: a timed request, percentiles, a worker loop. */

export type Timed = { status: number; ms: number; body: string; error?: string };

export async function timed(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Timed> {
  const started = performance.now();
  const { timeoutMs = 15_000, ...rest } = init;
  try {
    const res = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: '', error: String(error) };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs `step` in `workers` parallel loops until `stop()` is called; resolves when every loop ended. */
export function loop(workers: number, step: (worker: number) => Promise<void>) {
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async (_v, worker) => {
      while (running) await step(worker);
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The catalogue's read mix a shopper makes: lists, a filter, a search, product details. */
export function readMix(base: string, productIds: number[]) {
  let n = 0;
  return () => {
    n += 1;
    const id = productIds[n % productIds.length] ?? 1;
    const urls = [
      `${base}/api/v1/product?page=1&limit=12`,
      `${base}/api/v1/product/${id}`,
      `${base}/api/v1/product?category_id=5&sort=price_asc`,
      `${base}/api/v1/product?search=jati`,
      `${base}/api/v1/product/${id}`,
    ];
    return urls[n % urls.length] ?? urls[0];
  };
}
