import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES, CATEGORY_TREE, COLORS, SIZES } from '@rima/shared/catalog';
import { buildTestApp } from '../../../test/build-test-app';

// The migration's reference rows and packages/shared/src/catalog.ts are two copies of one wire contract
// (spec §3, API-COMPAT 15): the web shows the shared list, the server filters on the table.
describe('reference data', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;

  it.each([
    ['categories', CATEGORIES],
    ['brands', BRANDS],
    ['sizes', SIZES],
  ] as const)('has the same %s in the database as in @rima/shared/catalog', async (table, expected) => {
    // categories: the rows outside the furniture tree (migration 0073); the tree is compared below
    const legacy = table === 'categories' ? 'WHERE slug IS NULL' : '';
    const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} ${legacy} ORDER BY id`);
    expect(rows).toEqual(expected.map(({ id, name }) => ({ id, name })));
  });

  it('has the same category tree (ids, parents, slugs, both names) in the database as in @rima/shared/catalog', async () => {
    const rows = await db.query<{ id: number; parent_id: number | null; slug: string; name: string; name_id: string }>(
      'SELECT id, parent_id, slug, name, name_id FROM categories WHERE slug IS NOT NULL ORDER BY id',
    );
    const expected = CATEGORY_TREE.flatMap((top) => [
      { id: top.id, parent_id: null, slug: top.slug, name: top.name, name_id: top.nameId },
      ...top.children.map((c) => ({ id: c.id, parent_id: top.id, slug: c.slug, name: c.name, name_id: c.nameId })),
    ]).sort((a, b) => a.id - b.id);
    expect(rows).toEqual(expected);
  });

  it('has the same colours (id, hex, name) in the database as in @rima/shared/catalog', async () => {
    const rows = await db.query<{ id: number; hex: string; name: string }>(
      'SELECT id, hex, name FROM colors ORDER BY id',
    );
    expect(rows).toEqual(COLORS.map(({ id, hex, name }) => ({ id, hex, name })));
  });

  // The categories list carries the Indonesian names (added field), for the Indonesian interface.
  it('answers every category with its Indonesian name (name_id)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { id: number; name: string; name_id: string }[] }>();
    expect(body.data.map(({ id, name, name_id }) => ({ id, name, name_id }))).toEqual(
      CATEGORIES.map(({ id, name, nameId }) => ({ id, name, name_id: nameId })),
    );
  });
});
