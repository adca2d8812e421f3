import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { createSeller } from '../../../test/factories';
import { SYNONYMS } from '../search/synonyms';
import { planSearch, searchTokens } from './catalog.search';

/**
 * The two-statement planner that the one-statement form replaced (one database reply per query with new
 * words, docs/decisions/025), kept here as the reference: typo neighbours of unknown words first, then the groups' stems.
 */
async function referencePlan(db: Queryable, text: string, prefix: boolean) {
  const tokens = searchTokens(text);
  const parsed = tokens.map((token, i) => ({ token, prefix: prefix && i === tokens.length - 1 }));
  const corrections = new Map<string, string[]>();
  const isWordish = (t: string) => t.length >= 3 && !/^\d/.test(t);
  const unknown = [...new Set(tokens.filter((t) => isWordish(t) && !SYNONYMS.has(t)))];
  if (unknown.length > 0) {
    const rows = await db.query<{ token: string; terms: string[] | null }>(
      `SELECT t AS token,
              (SELECT array_agg(term ORDER BY sim DESC, term) FROM (
                 SELECT term, public.similarity(term, t) AS sim FROM search_terms
                  WHERE term OPERATOR(public.%) t ORDER BY sim DESC, term LIMIT 3) n) AS terms
         FROM unnest($1::text[]) t
        WHERE NOT EXISTS (SELECT 1 FROM search_terms WHERE term = t)`,
      [unknown],
    );
    for (const row of rows) corrections.set(row.token, row.terms ?? []);
  }
  const groups: string[] = [];
  for (const { token, prefix: isPrefix } of parsed) {
    const alternatives = new Set<string>([token]);
    for (const word of [token, ...(corrections.get(token) ?? [])]) {
      alternatives.add(word);
      for (const synonym of SYNONYMS.get(word) ?? []) alternatives.add(synonym);
    }
    const parts = [...alternatives].map((a) => a.split(' ').join(' <-> '));
    if (isPrefix) parts.push(`${token}:*`);
    const group = parts.map((p) => `(${p})`).join(' | ');
    const [row] = await db.query<{ q: string }>(
      `SELECT (to_tsquery('simple', $1) || to_tsquery('english', $1) || to_tsquery('indonesian', $1))::text AS q`,
      [group],
    );
    if (row && row.q !== '') groups.push(row.q);
  }
  const tsquery =
    groups.length === 0 ? null : groups.length === 1 ? groups[0] : groups.map((g) => `( ${g} )`).join(' & ');
  return { tsquery, corrections };
}

describe('a search is planned in one statement, as the two-statement form planned it', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko Rencana' });
  await db.query(
    `INSERT INTO products (seller_id, name, description, price, stock, category_id, brand_id, size_id, color_id)
     SELECT $1, n, 'kayu jati solid, finishing natural', 1500000, 3, 1, 1, 1, 1
       FROM unnest($2::text[]) n`,
    [
      seller.id,
      ['Lemari Pakaian Jati', 'Meja Makan Minimalis', 'Bangku Taman Besi', 'Sofa Bed Lipat', 'Rak Buku Pinus'],
    ],
  );

  it('gives the same tsquery and corrections for known words, typos, synonyms, phrases, prefixes and repeats', async () => {
    const cases: [string, boolean][] = [
      ['kursi', false],
      ['lemari jati', false],
      ['meja mkan', false],
      ['sofa bd', false],
      ['chair', false],
      ['lemary minimalsi', false],
      ['rak buk', true],
      ['meja meja', true],
      ['the and of', false],
      ['2 pintu 120cm', false],
      ['xq zzzzzz', false],
      ['bangku', true],
      ['pakaian', true],
      ['ranjang tempat tidur', false],
      ['spring bed murah', false],
    ];
    expect((await planSearch(db, 'meja mkan', false, new Map())).corrections.get('mkan')).toContain('makan');
    for (const [text, prefix] of cases) {
      const expected = await referencePlan(db, text, prefix);
      const plan = await planSearch(db, text, prefix, new Map());
      expect({ text, tsquery: plan.tsquery }).toEqual({ text, tsquery: expected.tsquery });
      expect({ text, corrections: plan.corrections }).toEqual({ text, corrections: expected.corrections });
    }
  });
});
