import fs from 'node:fs';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import type { Db } from '../src/db/client';
import { hashToken, newSessionToken } from '../src/http/auth';
import { checkoutBody } from '../test/buying';
import { percentile, readMix, type Timed } from './load';

/** `count` signed-in buyers, each with one unit of `productId` in the cart: three statements, not thousands. */
export async function buyersWithCarts(db: Db, count: number, productId: number): Promise<string[]> {
  const tag = `flash${Date.now().toString(36)}`;
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (role, email, username, password_hash, name)
     SELECT 'customer', $1 || i || '@example.com', $1 || '_' || i, 'x', 'Pembeli ' || i FROM generate_series(1, $2) i
     RETURNING id`,
    [tag, count],
  );
  const ids = users.map((u) => u.id);
  const tokens = ids.map(() => newSessionToken());
  await db.query('INSERT INTO sessions (user_id, token_hash) SELECT * FROM unnest($1::int[], $2::text[])', [
    ids,
    tokens.map(hashToken),
  ]);
  await db.query('INSERT INTO carts (user_id) SELECT unnest($1::int[])', [ids]);
  await db.query('INSERT INTO cart_items (user_id, product_id, qty) SELECT unnest($1::int[]), $2, 1', [ids, productId]);
  return tokens;
}

export type FlashResult = { answers: Timed[]; reads: number[]; seconds: number };

/**
 * The catalogue's read mix in a thread of its own, `workers` shoppers one request after the other: its
 * latencies are the shop's, not the wait of this thread's event loop, which 2,000 checkouts keep busy.
 */
function readersThread(urls: string[], workers: number) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { urls, workers } = workerData;
    const times = [];
    let running = true;
    let n = 0;
    parentPort.once('message', () => { running = false; });
    const shopper = async () => {
      while (running) {
        const url = urls[n++ % urls.length];
        const started = performance.now();
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(15000) });
          await res.arrayBuffer();
        } catch {}
        times.push(performance.now() - started);
      }
    };
    Promise.all(Array.from({ length: workers }, shopper)).then(() => parentPort.postMessage(times));
  `;
  const worker = new Worker(source, { eval: true, workerData: { urls, workers } });
  return {
    async stop(): Promise<number[]> {
      const done = new Promise<number[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const times = await done;
      await worker.terminate();
      return times;
    },
  };
}

/**
 * One press of "Buy now" through node:http (fetch costs this process several times the CPU, and on a 2-core
 * machine the buyers share the cores with the shop): its status, time and body, status 0 when it failed.
 */
function press(url: string, token: string, body: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string, error?: string) =>
      resolve({ status, ms: performance.now() - started, body: text, ...(error ? { error } : {}) });
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-access-token': token,
          'idempotency-key': crypto.randomUUID(),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (error) => done(0, '', String(error)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done(0, '', String(error)));
    req.end(body);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks)
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Every buyer presses "Buy now" once, the presses spread evenly over `windowMs`, a read mix running beside. */
export async function runFlashSale(
  lb: string,
  tokens: string[],
  readIds: number[],
  windowMs = 1000,
): Promise<FlashResult> {
  const next = readMix(lb, readIds);
  const readers = readersThread(
    Array.from({ length: 40 }, () => next() ?? lb),
    4,
  );
  const started = performance.now();
  const body = JSON.stringify(checkoutBody());
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * windowMs) / tokens.length));
      return press(`${lb}/api/v1/transaction/create`, token, body);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { answers, reads: await readers.stop(), seconds };
}

export function summary({ answers, reads, seconds }: FlashResult) {
  const by = (f: (a: Timed) => boolean) => answers.filter(f).length;
  return {
    orders: by((a) => a.status === 201),
    soldOut: by((a) => a.status >= 400 && a.status < 500),
    fiveXx: by((a) => a.status >= 500 || a.status === 0),
    p99: percentile(
      answers.map((a) => a.ms),
      99,
    ),
    readP99: percentile(reads, 99),
    reads: reads.length,
    seconds,
    failures: answers
      .filter((a) => a.status >= 500 || a.status === 0)
      .map((a) => `${a.status} ${(a.error ?? a.body).slice(0, 120)}`),
  };
}
