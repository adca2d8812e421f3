import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createCustomer, createOperator, createProduct, createSeller } from './factories';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Attempt = { url: string; headers?: Record<string, string>; payload?: string | Buffer };

const JUNK_PATH = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '%00',
  'a%00b',
  ':undefined',
];
const JUNK_QUERY = [
  '',
  '%00',
  'a%00b',
  '%01%1b',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  '%ff%fe',
  '%',
  '%E2%80%AE',
  'x'.repeat(5000),
];
const JUNK_VALUES: unknown[] = [
  '',
  'abc',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\ud800',
  -1,
  0,
  1.5,
  2147483648,
  2 ** 53,
  1e308,
  -1e308,
  '99999999999999999999',
  true,
  null,
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
  'x'.repeat(100_000),
];
const GENERIC_QUERY_KEYS = ['page', 'limit', 'search', 'id'];
/** Field names of bodies the OpenAPI document cannot list (discriminated unions, multipart forms). */
const GENERIC_FIELDS = ['email', 'code', 'password', 'new_password', 'username', 'role', 'purpose', 'name', 'price'];
const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: 'not json' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: '{"__proto__":{"x":1}}' },
  { type: 'application/json', body: '['.repeat(5000) + ']'.repeat(5000) },
  { type: 'application/json', body: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00&b=1' },
];
const B = 'XfuzzX';
const part = (name: string, value: string, filename?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${value}\r\n`;
const MULTIPART: { type: string; body: string | Buffer }[] = [
  { type: 'multipart/form-data', body: 'name=x' },
  { type: 'multipart/form-data; boundary=', body: '' },
  { type: `multipart/form-data; boundary=${B}`, body: '' },
  { type: `multipart/form-data; boundary=${B}`, body: `--${B}\r\nContent-Disposition: form-data; name="image"` },
  { type: `multipart/form-data; boundary=${B}`, body: part('image', 'not an image', 'a.png') + `--${B}--\r\n` },
  { type: `multipart/form-data; boundary=${B}`, body: part('avatar', 'x'.repeat(10_000), 'a.png') + `--${B}--` },
  { type: `multipart/form-data; boundary=${B}`, body: part('name', 'a\u0000b') + `--${B}--\r\n` },
  { type: `multipart/form-data; boundary=${B}`, body: part('name', 'x'.repeat(200_000)) + `--${B}--\r\n` },
  { type: `multipart/form-data; boundary=${B}`, body: part('__proto__', 'x') + `--${B}--\r\n` },
  {
    type: `multipart/form-data; boundary=${B}`,
    body: Array.from({ length: 7 }, () => part('image', 'junk', 'a.png')).join('') + `--${B}--\r\n`,
  },
  { type: `multipart/form-data; boundary=${B}`, body: Buffer.alloc(6 * 1024 * 1024, 0x2d) },
];

function queryAttempts(base: string, keys: string[]): Attempt[] {
  const attempts: Attempt[] = [];
  for (const key of keys) {
    for (const value of JUNK_QUERY) attempts.push({ url: `${base}?${key}=${value}` });
    attempts.push({ url: `${base}?${key}=1&${key}=2` }, { url: `${base}?${key}[a]=1` });
  }
  return attempts;
}

function bodyAttempts(base: string, fields: string[]): Attempt[] {
  const json = { 'content-type': 'application/json' };
  const attempts: Attempt[] = [];
  for (const field of fields) {
    for (const value of JUNK_VALUES) {
      attempts.push({ url: base, headers: json, payload: JSON.stringify({ [field]: value }) });
    }
  }
  for (const value of JUNK_VALUES.slice(0, 8)) {
    attempts.push({
      url: base,
      headers: json,
      payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
    });
  }
  for (const raw of [...RAW_BODIES, ...MULTIPART]) {
    attempts.push({ url: base, headers: { 'content-type': raw.type }, payload: raw.body });
  }
  return attempts;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await run(item);
      }
    }),
  );
}

/**
 * Fuzz: every operation of the OpenAPI document gets hundreds of malformed requests (wrong types,
 * NUL and control characters, huge and out-of-range numbers, broken and oversized JSON and multipart) as an
 * anonymous caller, a customer, a seller and an operator (the console's endpoints: visitors and operators). Not one may be answered with a 5xx.
 */
describe('no client input produces a 5xx', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const customer = await createCustomer(db);
  const seller = await createSeller(db);
  // The operator console's endpoints are fuzzed past their guard too.
  const operator = await createOperator(db);
  await createProduct(db, seller.id);
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApi>();
  const routes = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([m]) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
        .map(([method, op]) => ({ path, op, method: method.toUpperCase() as Method })),
    )
    .filter((r) => !r.path.endsWith('/events')) // the live stream is a WebSocket upgrade
    // Logging out revokes the token the later routes use: last.
    .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));

  it('finds the API in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers malformed requests on every operation without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const params = route.op.parameters ?? [];
      const withId = route.path.replace(/\{[^}]+\}/g, '1');
      const attempts: Attempt[] = route.path.includes('{')
        ? JUNK_PATH.map((p) => ({ url: route.path.replace(/\{[^}]+\}/g, p) }))
        : [];
      const queryKeys = [
        ...new Set([...params.filter((p) => p.in === 'query').map((p) => p.name), ...GENERIC_QUERY_KEYS]),
      ];
      attempts.push(...queryAttempts(withId, queryKeys));
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        const listed = Object.values(route.op.requestBody?.content ?? {}).flatMap((c) =>
          Object.keys(c.schema?.properties ?? {}),
        );
        attempts.push(...bodyAttempts(withId, [...new Set([...listed, ...GENERIC_FIELDS])]));
      }
      const tokens = route.path.includes('/ops/')
        ? [undefined, operator.token]
        : [undefined, customer.token, seller.token, operator.token];
      const calls = tokens.flatMap((token) => attempts.map((attempt) => ({ token, attempt })));
      await pool(calls, 8, async ({ token, attempt }) => {
        const headers = { ...(token ? { 'x-access-token': token } : {}), ...attempt.headers };
        const res = await app.inject({
          method: route.method,
          url: attempt.url,
          headers,
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        sent += 1;
        if (res.statusCode >= 500) {
          const body = typeof attempt.payload === 'string' ? attempt.payload.slice(0, 120) : '';
          failures.push(
            `${route.method} ${attempt.url.slice(0, 120)} ${body} (${token ? 'token' : 'anonymous'}) → ` +
              `${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 300);
  }, 600_000);
});
