import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CategoryNode, OpsCategory } from '@rima/shared/api/categories';
import { CATEGORY_TREE } from '@rima/shared/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOperator, createProduct, createSeller } from '../../../test/factories';

/**
 * The furniture category tree (docs/decisions/036): the shop's tree with counts, legacy ids mapped onto
 * leaves, leaf-only products, lists by a top level, and the operators' add/rename/move/retire. Run with
 * DATABASE_URL set for PostgreSQL.
 */
const app = await buildTestApp();
const db = app.deps.db;

const slugId = (slug: string) => {
  for (const top of CATEGORY_TREE) {
    if (top.slug === slug) return top.id;
    const leaf = top.children.find((c) => c.slug === slug);
    if (leaf) return leaf.id;
  }
  throw new Error(`no category ${slug}`);
};
const LIVING = slugId('ruang-tamu');
const SOFA = slugId('sofa');
const ARMCHAIRS = slugId('kursi-tamu');
const COFFEE = slugId('meja-tamu');
const SHOE_RACKS = slugId('rak-sepatu');
const BEDROOM = slugId('kamar-tidur');

type Page = { data: { data: { id: number; name: string; price: number }[]; dataCount: number } };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });
const tree = async () => (await call('GET', '/categories?tree=1')).json<{ data: CategoryNode[] }>().data;
const list = async (query: string) => (await call('GET', `/product?${query}`)).json<Page>().data;
const categoryOf = async (id: number) =>
  (await db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [id]))[0]?.category_id;

const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 120, b: 40 } } })
  .png()
  .toBuffer();
function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return body;
}
const productFields = (category_id: string) => ({
  name: 'Kursi jati',
  desc: 'A teak chair.',
  price: '900000',
  stock: '3',
  category_id,
  brand_id: '1',
  size_id: '2',
  color_id: '3',
});
const createVia = (token: string, category_id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/product/create',
    headers: { 'x-access-token': token },
    payload: form(productFields(category_id)),
  });

describe('category tree', () => {
  it("answers the furniture tree (tree=1) with each leaf's active products, nothing of the legacy rows", async () => {
    const seller = await createSeller(db);
    await createProduct(db, seller.id, { category_id: SOFA, name: 'Sofa A' });
    await createProduct(db, seller.id, { category_id: SOFA, name: 'Sofa B' });
    const archived = await createProduct(db, seller.id, { category_id: SOFA, name: 'Sofa C' });
    await db.query(`UPDATE products SET status = 'archived' WHERE id = $1`, [archived.id]);
    await createProduct(db, seller.id, { category_id: 10, name: 'Legacy living room' }); // legacy 10 → sofa

    const data = await tree();
    expect(data.map((t) => [t.id, t.slug, t.name, t.name_id])).toEqual(
      CATEGORY_TREE.map((t) => [t.id, t.slug, t.name, t.nameId]),
    );
    for (const [i, top] of data.entries()) {
      expect(top.children.map((c) => c.slug)).toEqual(CATEGORY_TREE[i]?.children.map((c) => c.slug));
    }
    const living = data.find((t) => t.id === LIVING);
    expect(living?.children.find((c) => c.id === SOFA)).toEqual({
      id: SOFA,
      slug: 'sofa',
      name: 'Sofas',
      name_id: 'Sofa',
      product_count: 3,
    });
    expect(living?.children[0]).toHaveProperty('product_count');
    // without tree=1: the old flat list of API-COMPAT 15, unchanged
    const flat = (await call('GET', '/categories')).json<{ data: { id: number }[] }>().data;
    expect(flat.map((c) => c.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('files a product under a leaf: legacy ids map onto leaves, a top level is a 400 naming category_id', async () => {
    const seller = await createSeller(db);
    const legacy = await createVia(seller.token, '8'); // Shoes
    expect(legacy.statusCode, legacy.body).toBe(201);
    expect(await categoryOf(legacy.json<{ data: { id: number } }>().data.id)).toBe(SHOE_RACKS);

    const leaf = await createVia(seller.token, String(COFFEE));
    expect(leaf.statusCode).toBe(201);
    const id = leaf.json<{ data: { id: number } }>().data.id;
    expect(await categoryOf(id)).toBe(COFFEE);

    const top = await createVia(seller.token, String(LIVING));
    expect(top.statusCode).toBe(400);
    expect(top.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['category_id']);

    const edit = (category_id: string) => {
      const body = new FormData();
      body.append('category_id', category_id);
      return app.inject({
        method: 'PATCH',
        url: `/api/v1/product/edit/${id}`,
        headers: { 'x-access-token': seller.token },
        payload: body,
      });
    };
    const badEdit = await edit(String(BEDROOM));
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('category_id');
    expect((await edit('5')).statusCode).toBeLessThan(300); // Furniture → kursi-tamu
    expect(await categoryOf(id)).toBe(ARMCHAIRS);
  });

  it('maps a product onto a leaf by its name, else by its legacy category (migration and demo seed)', async () => {
    const cases: [string, number, string][] = [
      ['Lawang Three-Seater Teak Sofa', 10, 'sofa'],
      ['Malam Bedside Table', 11, 'nakas'],
      ['Rak Sepatu Three-Tier Shoe Rack', 15, 'rak-sepatu'],
      ['Kubah Rattan Pendant Lamp', 16, 'lampu-gantung'],
      ['Meja Belajar Anak Pinus', 5, 'meja-belajar-anak'],
      ['Kasur Busa Premium', 2, 'kasur'],
      ['Leather Sneakers', 8, 'rak-sepatu'],
      ['Classic Polo Shirt', 6, 'rak-buku'],
    ];
    for (const [name, legacy, slug] of cases) {
      const rows = await db.query<{ leaf: number }>('SELECT category_leaf_for($1, $2) AS leaf', [name, legacy]);
      expect(rows[0]?.leaf, name).toBe(slugId(slug));
    }
  });

  it('lists a top level as the union of its leaves, by id or slug, paged in order', async () => {
    const seller = await createSeller(db);
    const made: { id: number; leaf: number }[] = [];
    for (let i = 0; i < 7; i += 1) {
      const leaf = [SOFA, ARMCHAIRS, COFFEE][i % 3] as number;
      const created = new Date(Date.UTC(2031, 0, 1 + i)).toISOString();
      const { id } = await createProduct(db, seller.id, {
        category_id: leaf,
        name: `Union ${i}`,
        price: 100_000 + ((i * 37) % 7) * 1000,
        created_at: created,
      });
      made.push({ id, leaf });
    }
    const byTop = await list(`category=${LIVING}&seller_id=${seller.id}&limit=3`);
    expect(byTop.dataCount).toBe(7);
    expect(byTop.data.map((p) => p.name)).toEqual(['Union 6', 'Union 5', 'Union 4']);
    const page3 = await list(`category=ruang-tamu&seller_id=${seller.id}&limit=3&page=3`);
    expect(page3.data.map((p) => p.name)).toEqual(['Union 0']);
    const cheap = await list(`category=Ruang+Tamu&seller_id=${seller.id}&price=cheap&limit=20`);
    const prices = cheap.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.dataCount).toBe(7);
    const leafOnly = await list(`category=sofa&seller_id=${seller.id}&limit=20`);
    expect(leafOnly.data.map((p) => p.name).sort()).toEqual(['Union 0', 'Union 3', 'Union 6']);
    // the old client's legacy name lists the leaf it maps onto (Furniture → Armchairs)
    const legacy = await list(`category=Furniture&seller_id=${seller.id}&limit=20`);
    expect(legacy.data.map((p) => p.name).sort()).toEqual(['Union 1', 'Union 4']);
    expect((await list('category=no-such-category')).dataCount).toBe(0);
  });
});

describe("the operators' category tree", () => {
  it('refuses customers and sellers (403)', async () => {
    for (const user of [await createCustomer(db), await createSeller(db)]) {
      expect((await call('GET', '/ops/categories', user.token)).statusCode).toBe(403);
      const add = await call('POST', '/ops/categories', user.token, { slug: 'x', name: 'X', name_id: 'X' });
      expect(add.statusCode).toBe(403);
      expect((await call('PATCH', `/ops/categories/${SOFA}`, user.token, { name: 'Couches' })).statusCode).toBe(403);
      expect((await call('POST', `/ops/categories/${SOFA}/retire`, user.token, {})).statusCode).toBe(403);
    }
    expect((await call('GET', '/ops/categories')).statusCode).toBe(401);
  });

  it("adds, renames, moves and retires categories; the shop's tree follows", async () => {
    const operator = await createOperator(db);
    const seller = await createSeller(db);
    const ok = <T>(res: { statusCode: number; body: string; json: <U>() => U }) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: T }>().data;
    };
    const top = ok<OpsCategory>(
      await call('POST', '/ops/categories', operator.token, {
        slug: 'kamar-mandi',
        name: 'Bathroom',
        name_id: 'Kamar Mandi',
      }),
    );
    expect(top).toMatchObject({ parent_id: null, slug: 'kamar-mandi', retired_at: null, product_count: 0 });
    const leaf = ok<OpsCategory>(
      await call('POST', '/ops/categories', operator.token, {
        parent_id: top.id,
        slug: 'rak-handuk',
        name: 'Towel Racks',
        name_id: 'Rak Handuk',
      }),
    );
    // a subcategory under a subcategory, a duplicate slug, a bad slug
    const deep = await call('POST', '/ops/categories', operator.token, {
      parent_id: leaf.id,
      slug: 'x-y',
      name: 'X',
      name_id: 'X',
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('parent_id');
    const dup = await call('POST', '/ops/categories', operator.token, {
      parent_id: top.id,
      slug: 'sofa',
      name: 'Y',
      name_id: 'Y',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('slug');
    const badSlug = await call('POST', '/ops/categories', operator.token, {
      slug: 'Not A Slug',
      name: 'Z',
      name_id: 'Z',
    });
    expect(badSlug.statusCode).toBe(400);

    let shop = await tree();
    expect(shop.find((t) => t.id === top.id)?.children.map((c) => c.slug)).toEqual(['rak-handuk']);

    const renamed = ok<OpsCategory>(
      await call('PATCH', `/ops/categories/${leaf.id}`, operator.token, {
        name: 'Towel Rails',
        name_id: 'Gantungan Handuk',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Towel Rails', name_id: 'Gantungan Handuk', slug: 'rak-handuk' });

    // a product in the leaf, then the leaf moves under Storage: a Storage list shows it
    const created = await createVia(seller.token, String(leaf.id));
    expect(created.statusCode).toBe(201);
    const storage = slugId('penyimpanan');
    ok(await call('PATCH', `/ops/categories/${leaf.id}`, operator.token, { parent_id: storage }));
    const listed = await list(`category=penyimpanan&seller_id=${seller.id}`);
    expect(listed.data.map((p) => p.id)).toEqual([created.json<{ data: { id: number } }>().data.id]);
    const moveTop = await call('PATCH', `/ops/categories/${top.id}`, operator.token, { parent_id: storage });
    expect(moveTop.statusCode).toBe(400);

    // retiring a category with active products is refused; archived, it retires and leaves the shop's tree
    const refused = await call('POST', `/ops/categories/${leaf.id}/retire`, operator.token, {});
    expect(refused.statusCode).toBe(409);
    await db.query(`UPDATE products SET status = 'archived' WHERE category_id = $1`, [leaf.id]);
    const retired = ok<OpsCategory>(await call('POST', `/ops/categories/${leaf.id}/retire`, operator.token, {}));
    expect(retired.retired_at).not.toBeNull();
    expect(retired.product_count).toBe(1); // the product keeps its category
    shop = await tree();
    expect(shop.flatMap((t) => t.children).some((c) => c.id === leaf.id)).toBe(false);
    const late = await createVia(seller.token, String(leaf.id));
    expect(late.statusCode).toBe(400);
    expect(late.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('category_id');
    // and back
    const restored = ok<OpsCategory>(
      await call('POST', `/ops/categories/${leaf.id}/retire`, operator.token, { retired: false }),
    );
    expect(restored.retired_at).toBeNull();

    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'category' AND target_id = $1 ORDER BY id`,
      [String(leaf.id)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'category.add',
      'category.edit',
      'category.move',
      'category.retire',
      'category.restore',
    ]);
  });

  it('sets commission rates on top-level categories, not on subcategories', async () => {
    const operator = await createOperator(db);
    const leafRate = await call('PUT', '/ops/commission', operator.token, {
      default_bps: 1000,
      categories: [{ category_id: SOFA, rate_bps: 500 }],
    });
    expect(leafRate.statusCode).toBe(400);
    expect(leafRate.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('categories.0.category_id');
    const topRate = await call('PUT', '/ops/commission', operator.token, {
      default_bps: 1000,
      categories: [{ category_id: LIVING, rate_bps: 500 }],
    });
    expect(topRate.statusCode).toBe(200);
  });
});
