import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@rima/shared/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { isAscii, wordSimilarity } from './word-similarity';

/** The nearest names by the database's word_similarity, over the flat category rows. */
const CLOSEST_CATEGORIES_SQL = `SELECT id, name, coalesce(name_id, '') AS name_id FROM (
   SELECT id, name, name_id, greatest(public.word_similarity(lower($1), lower(name)),
                                      public.word_similarity(lower($1), lower(coalesce(name_id, '')))) AS s
     FROM categories WHERE slug IS NULL) c
  WHERE s > 0.2 ORDER BY s DESC, id LIMIT 3`;

/** The same in memory: `s > 0.2` compares the float4 with 0.2 as float8 (the operator real > double precision). */
function closestCategoriesOf(text: string) {
  return CATEGORIES.map((c) => ({ c, s: Math.max(wordSimilarity(text, c.name), wordSimilarity(text, c.nameId)) }))
    .filter(({ s }) => s > 0.2)
    .sort((a, b) => b.s - a.s || a.c.id - b.c.id)
    .slice(0, 3)
    .map(({ c }) => ({ id: c.id, name: c.name, name_id: c.nameId }));
}

// docs/decisions/019: pg_trgm's word_similarity in memory must give the database's float4, and the closest
// categories of a suggestion that matched nothing the database's rows, on PGlite and PostgreSQL.
describe("word_similarity in memory agrees with pg_trgm's", async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const letters = 'aaabcdeeefghiiijklmnooopqrstuuuvwxyz0123456789  -_.,';
  const random = () => Array.from({ length: 1 + next(24) }, () => letters[next(letters.length)]).join('');
  const typo = (word: string) => {
    const i = next(word.length);
    return next(2) ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + letters[next(26)] + word.slice(i);
  };
  const names = CATEGORIES.flatMap((c) => [c.name, c.nameId]);
  const queries = [
    '',
    ' ',
    'a',
    'ab',
    'bedrom',
    'bedrom xqxq',
    'ruang makn',
    'Kamar-Tidur',
    'sofa_bed 2024',
    'room room room',
    'lampu gantung lampu',
    'xqxq',
    'OFFICE',
    'k1ds',
    "o'neil",
    ...names.map(typo),
    ...names.map((n) => `${typo(n)} ${random()}`),
    ...Array.from({ length: 60 }, random),
  ];

  it('gives the same float4 for every pair', async () => {
    const pairs = queries.flatMap((q) => [...names, random(), 'ruang makan keluarga'].map((n) => [q, n]));
    const rows = await db.query<{ s: number }>(
      'SELECT public.word_similarity(a, b) AS s FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(a, b, k) ORDER BY k',
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const got = pairs.map(([a, b]) => wordSimilarity(a as string, b as string));
    expect(got).toEqual(rows.map((r) => Math.fround(Number(r.s))));
  });

  it('finds the closest names the statement finds', async () => {
    for (const q of queries) {
      expect(isAscii(q)).toBe(true);
      const rows = await db.query<{ id: number; name: string; name_id: string }>(CLOSEST_CATEGORIES_SQL, [q]);
      expect(closestCategoriesOf(q), q).toEqual(rows);
    }
    expect(isAscii('kursí')).toBe(false);
  });
});
