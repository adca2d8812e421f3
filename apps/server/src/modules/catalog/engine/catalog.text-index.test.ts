import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app';
import { createSeller } from '../../../../test/factories';
import { parseChange } from '../../../http/catalog-change';
import { createCatalogIndexSync } from './catalog.index-sync';
import { planSearch } from '../catalog.search';
import { parseTsquery, parseTsvector, rankItems } from './catalog.text-index';

// docs/decisions/016: the read model's text index must answer `search_vec @@ q` and ts_rank(search_vec, q)
// exactly as the database does, on PGlite and PostgreSQL.
describe('the in-memory text index agrees with PostgreSQL', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko Rank Jati' });
  const words = ['oak', 'teak', 'jati', 'lemari', 'meja', 'makan', 'kursi', 'sofa', 'bed', 'spring', 'lamp', 'rotan'];
  // 120 products of 2–6 words each (repeats included), with descriptions, deterministic
  await db.query(
    `INSERT INTO products (seller_id, name, description, price, stock, sold, category_id, brand_id, size_id, color_id,
                           material)
     SELECT $1,
            (SELECT string_agg(($2::text[])[1 + (g * 7 + k * 5) % 12], ' ') FROM generate_series(1, 2 + g % 5) k),
            coalesce((SELECT string_agg(($2::text[])[1 + (g * 3 + k * 11) % 12], ' ') FROM generate_series(1, g % 9) k), '') || ' made well',
            100000 + g, 5, g % 17, 1 + g % 18, 1 + g % 5, 1 + g % 6, 1 + g % 6,
            CASE WHEN g % 4 = 0 THEN 'Teak' END
       FROM generate_series(1, 120) g`,
    [seller.id, words],
  );
  const sync = createCatalogIndexSync({ load: db, reads: db });
  await db.listen('catalog_changed', (payload) => sync.apply(parseChange(payload)));
  const queries = [
    ...['oak', 'lemari jati', 'meja mkan', 'kursi', 'spring bed', 'sofa teak', 'lam', 'rotan oak jati'].map((text) => ({
      text,
      prefix: text === 'lam',
    })),
  ];

  /** The database's matches and ranks of `q`, and the index's, by product id. */
  async function compare(q: string) {
    const view = await sync.ready();
    const rows = await db.query<{ id: number; r: number }>(
      `SELECT id, ts_rank(search_vec, $1::tsquery) AS r FROM products
        WHERE status = 'active' AND search_vec @@ $1::tsquery ORDER BY id`,
      [q],
    );
    const tree = parseTsquery(q);
    if (!tree) throw new Error(`no tree for ${q}`);
    const bits = view.text.match(tree);
    const ranker = view.text.ranker(tree, rankItems(tree));
    const got = [...(bits.slots ?? [])]
      .map((slot) => ({ id: view.index.read(slot).id, r: ranker.rank(slot) }))
      .sort((a, b) => a.id - b.id);
    for (let slot = 0; slot < bits.length; slot += 1) {
      expect(bits[slot] === 1, `byte of slot ${slot}`).toBe(bits.slots?.includes(slot) ?? false);
    }
    expect(
      got.map((g) => g.id),
      q,
    ).toEqual(rows.map((r) => r.id));
    expect(
      got.map((g) => g.r),
      q,
    ).toEqual(rows.map((r) => Math.fround(Number(r.r))));
  }

  it('parses tsvector text with weights and quotes', () => {
    expect(parseTsvector("'oak':1A,5 'it''s':2B 'x' 'd':3")).toEqual([
      ['oak', [(1 << 2) | 3, 5 << 2]],
      ["it's", [(2 << 2) | 2]],
      ['x', []],
      ['d', [3 << 2]],
    ]);
  });

  it('matches and ranks every product as search_vec @@ q and ts_rank do', async () => {
    const tsqueries = [
      "'oak' & !'teak'",
      "'spring' <-> 'bed'",
      "'meja' <2> 'lemari' | 'sofa'",
      "'lam':* & 'oak'",
      ...(await Promise.all(queries.map(async (q) => (await planSearch(db, q.text, q.prefix)).tsquery ?? ''))),
    ].filter((q) => q !== '');
    for (const q of tsqueries) await compare(q);
  });

  it('stays equal through inserts, text edits and archiving, new words and prefixes included', async () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = () => words[next(words.length)] as string;
    const checks = [
      "'oak' & 'teak'",
      "'kursi' | 'sofa' & !'oak'",
      "'meja' <-> 'makan'",
      "'zeb':*",
      "'zebrawood' | 'lam':*",
      "'spring' <2> 'bed' | 'jati' & 'rotan'",
      "!'oak'",
    ];
    for (let round = 0; round < 12; round += 1) {
      const [row] = await db.query<{ id: number }>(
        "SELECT id FROM products WHERE status = 'active' ORDER BY id OFFSET $1 LIMIT 1",
        [next(100)],
      );
      const op = next(4);
      if (op === 0) {
        // a new product, sometimes with a word nobody used before
        const name = `${pick()} ${next(2) ? `zeb${'r'.repeat(1 + next(3))}a` : pick()} ${pick()}`;
        await db.query(
          `INSERT INTO products (seller_id, name, description, price, stock, category_id, brand_id, size_id, color_id)
           VALUES ($1, $2, $3, 100000, 1, 10, 1, 1, 1)`,
          [seller.id, name, `${pick()} ${pick()} made well`],
        );
      } else if (op === 1) {
        await db.query('UPDATE products SET name = $2 WHERE id = $1', [row?.id, `${pick()} ${pick()} ${pick()}`]);
      } else if (op === 2) {
        await db.query('UPDATE products SET description = $2 WHERE id = $1', [row?.id, `${pick()} spring bed`]);
      } else {
        await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [row?.id]);
      }
      for (const q of checks) await compare(q);
    }
  });

  it('follows an edit of a product text', async () => {
    const [row] = await db.query<{ id: number }>("SELECT id FROM products WHERE name LIKE 'oak%' LIMIT 1");
    await db.query("UPDATE products SET name = 'Zebrawood Chair' WHERE id = $1", [row?.id]);
    const view = await sync.ready();
    const zebra = view.text.match({ op: 'word', word: 'zebrawood', prefix: false });
    const slot = view.index.slot(row?.id ?? 0) ?? -1;
    expect(zebra[slot]).toBe(1);
  });
});
