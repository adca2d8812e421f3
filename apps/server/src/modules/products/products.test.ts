import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';

const app = await buildTestApp();
const db = app.deps.db;
const uploads = path.join(app.deps.config.dataDir, 'uploads');
const listUploads = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);

const png = (r = 200, g = 120, b = 40) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const validFields = {
  name: 'Jati dining chair',
  desc: 'A solid teak dining chair with a woven seat.',
  price: '1250000',
  stock: '7',
  category_id: '5',
  brand_id: '1',
  size_id: '2',
  color_id: '3',
};

type Upload = { fields?: Record<string, string>; files?: { data: Buffer; name?: string; type?: string }[] };

function form({ fields = validFields, files = [] }: Upload): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) {
    body.append('image', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name ?? 'photo.png');
  }
  return body;
}

async function photos(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => png(40 * i, 100, 200 - 30 * i).then((data) => ({ data }))));
}

const create = (token: string | undefined, upload: Upload) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/product/create',
    headers: token ? { 'x-access-token': token } : {},
    payload: form(upload),
  });

const edit = (token: string | undefined, id: number, upload: Upload) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/product/edit/${id}`,
    headers: token ? { 'x-access-token': token } : {},
    payload: form(upload),
  });

async function productRow(id: number) {
  const rows = await db.query<{ name: string; price: number; stock: number; status: string }>(
    'SELECT name, price, stock, status FROM products WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function photoRows(id: number) {
  return db.query<{ id: number; position: number; file_key: string }>(
    'SELECT id, position, file_key FROM product_photos WHERE product_id = $1 ORDER BY position',
    [id],
  );
}

const seller = await createSeller(db);
const otherSeller = await createSeller(db);
const customer = await createCustomer(db);

describe('POST /product/create', () => {
  it('creates a product with its photos stored as WebP in three widths (API-COMPAT 17)', async () => {
    const before = listUploads().length;
    const res = await create(seller.token, {
      fields: { ...validFields, width_cm: '45', depth_cm: '50.5', height_cm: '90', weight_kg: '6', material: 'Teak' },
      files: await photos(2),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    expect(res.json()).toMatchObject({ statusCode: 201, data: { id } });
    expect(await productRow(id)).toMatchObject({ name: validFields.name, price: 1250000, stock: 7, status: 'active' });
    const rows = await photoRows(id);
    expect(rows.map((r) => r.position)).toEqual([0, 1]);
    expect(listUploads().length).toBe(before + 6);
    const file = path.join(uploads, `${rows[0]?.file_key}-640.webp`);
    expect((await sharp(file).metadata()).format).toBe('webp');
    const facts = await db.query('SELECT width_cm, depth_cm, material FROM products WHERE id = $1', [id]);
    // a material label becomes its code (docs/decisions/037)
    expect(facts[0]).toMatchObject({ width_cm: 45, depth_cm: 50.5, material: 'jati' });
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await create(undefined, { files: await photos(1) })).statusCode).toBe(401);
    const res = await create(customer.token, { files: await photos(1) });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 with no photo', async () => {
    const res = await create(seller.token, { files: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Add at least one photo' });
  });

  it('answers 400 for six photos and stores none of them', async () => {
    const before = listUploads();
    const res = await create(seller.token, { files: await photos(6) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A product has at most 5 photos' });
    expect(listUploads()).toEqual(before);
  });

  it('answers 400 for a text file renamed .jpg, and removes the photo already stored before it', async () => {
    const before = listUploads();
    const text = { data: Buffer.from('just some text, not a picture'), name: 'chair.jpg', type: 'image/jpeg' };
    const res = await create(seller.token, { files: [...(await photos(1)), text] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Photos must be JPEG, PNG or WebP images' });
    expect(listUploads()).toEqual(before);
  });

  it('answers 413 for a 6 MB file', async () => {
    const big = { data: Buffer.alloc(6 * 1024 * 1024, 1), name: 'big.png' };
    const res = await create(seller.token, { files: [big] });
    expect([400, 413]).toContain(res.statusCode);
  });

  it.each(['12.5', '-1', 'abc', '0', ''])('answers 400 for the price %j', async (price) => {
    const res = await create(seller.token, { fields: { ...validFields, price }, files: await photos(1) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Price /);
  });

  it('answers 400 with a clear message for each bad field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ stock: '-1' }, 'Stock must be a whole number (digits only)'],
      [{ stock: '2.5' }, 'Stock must be a whole number (digits only)'],
      [{ name: 'ab' }, 'Name must be at least 3 characters'],
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ desc: 'too short' }, 'Description must be at least 10 characters'],
      [{ category_id: '99' }, 'Unknown category'],
      [{ brand_id: '42' }, 'Unknown brand'],
      [{ size_id: '7' }, 'Unknown size'],
      [{ color_id: '0' }, 'Unknown colour'],
      [{ color_id: 'red' }, 'Please choose a colour'],
      [{ width_cm: 'wide' }, 'Width must be a number like 80 or 80.5'],
    ];
    const files = await photos(1);
    for (const [change, message] of cases) {
      const res = await create(seller.token, { fields: { ...validFields, ...change }, files });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ message });
    }
    const { name: _name, ...withoutName } = validFields;
    const missing = await create(seller.token, { fields: withoutName, files });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'Name is required' });
  });

  it('leaves no product and no orphan file when the insert fails after the photos were written', async () => {
    await db.exec(`
      CREATE FUNCTION reject_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$;
      CREATE TRIGGER reject_photo BEFORE INSERT ON product_photos FOR EACH ROW EXECUTE FUNCTION reject_photo();`);
    try {
      const before = listUploads();
      const res = await create(seller.token, {
        fields: { ...validFields, name: 'Never stored' },
        files: await photos(3),
      });
      expect(res.statusCode).toBe(500);
      expect(listUploads()).toEqual(before);
      expect(await db.query("SELECT id FROM products WHERE name = 'Never stored'")).toEqual([]);
    } finally {
      await db.exec('DROP TRIGGER reject_photo ON product_photos; DROP FUNCTION reject_photo();');
    }
  });
});

describe('PATCH /product/edit/:id', () => {
  async function sellersProduct() {
    const res = await create(seller.token, { files: await photos(3) });
    return res.json<{ data: { id: number } }>().data.id;
  }

  it('lets the owner change price and stock and keeps everything else', async () => {
    const id = await sellersProduct();
    const res = await edit(seller.token, id, { fields: { price: '990000', stock: '3' } });
    expect(res.statusCode).toBe(200);
    expect(await productRow(id)).toMatchObject({ name: validFields.name, price: 990000, stock: 3 });
    expect(await photoRows(id)).toHaveLength(3);
  });

  it('reorders, removes and adds photos, and deletes the removed files after the commit', async () => {
    const id = await sellersProduct();
    const [a, b, c] = await photoRows(id);
    if (!a || !b || !c) throw new Error('expected three photos');
    const res = await edit(seller.token, id, {
      fields: { photos: JSON.stringify([c.id, a.id]) },
      files: await photos(1),
    });
    expect(res.statusCode).toBe(200);
    const after = await photoRows(id);
    expect(after.map((p) => p.id).slice(0, 2)).toEqual([c.id, a.id]);
    expect(after.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(after[2]?.file_key).not.toBe(b.file_key);
    expect(fs.existsSync(path.join(uploads, `${b.file_key}-640.webp`))).toBe(false);
    expect(fs.existsSync(path.join(uploads, `${a.file_key}-640.webp`))).toBe(true);
  });

  it('answers 400 when the photos would drop to none or rise above five, and changes nothing', async () => {
    const id = await sellersProduct();
    const before = listUploads();
    const none = await edit(seller.token, id, { fields: { photos: '[]' } });
    expect(none.statusCode).toBe(400);
    const six = await edit(seller.token, id, { files: await photos(3) });
    expect(six.statusCode).toBe(400);
    const foreign = await edit(seller.token, id, { fields: { photos: '[999999]' } });
    expect(foreign.statusCode).toBe(400);
    expect(await photoRows(id)).toHaveLength(3);
    expect(listUploads()).toEqual(before);
  });

  it('answers 400 for a bad price on edit', async () => {
    const id = await sellersProduct();
    for (const price of ['12.5', '-1', 'abc']) {
      expect((await edit(seller.token, id, { fields: { price } })).statusCode).toBe(400);
    }
    expect(await productRow(id)).toMatchObject({ price: 1250000 });
  });

  it('answers 403 when another seller edits the product, 403 for a customer, 401 without a token; it stays unchanged', async () => {
    const id = await sellersProduct();
    const change = { fields: { price: '1', name: 'Hijacked' } };
    expect((await edit(otherSeller.token, id, change)).statusCode).toBe(403);
    expect((await edit(customer.token, id, change)).statusCode).toBe(403);
    expect((await edit(undefined, id, change)).statusCode).toBe(401);
    expect(await productRow(id)).toMatchObject({ name: validFields.name, price: 1250000 });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await edit(seller.token, 987654, { fields: { price: '5' } })).statusCode).toBe(404);
  });
});

describe('GET /product/my-product', () => {
  it('lists the seller’s live products with an image URL and the description twice (API-COMPAT 18)', async () => {
    const own = await createSeller(db);
    const { id } = await createProduct(db, own.id, { name: 'Rattan stool', description: 'Woven rattan stool.' });
    await createProduct(db, otherSeller.id, { name: 'Not mine' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': own.token },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { id: number; image: string; desc: string; description: string }[] }>().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id,
      name: 'Rattan stool',
      desc: 'Woven rattan stool.',
      description: 'Woven rattan stool.',
    });
    expect(data[0]?.image).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/images\/[0-9a-f]+-640\.webp$/);
  });

  it('answers a customer with an empty list and a visitor without a token with 401', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': customer.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [] });
    expect((await app.inject({ method: 'GET', url: '/api/v1/product/my-product' })).statusCode).toBe(401);
  });
});

const [orderItems] = await db.query<{ present: boolean }>("SELECT to_regclass('order_items') IS NOT NULL AS present");

describe('DELETE /product/delete/:id', () => {
  const del = (token: string | undefined, id: number) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete/${id}`,
      headers: token ? { 'x-access-token': token } : {},
    });

  it('deletes the owner’s product: gone from the database, detail, my-product, and its files removed', async () => {
    const res = await create(seller.token, { files: await photos(2) });
    const id = res.json<{ data: { id: number } }>().data.id;
    const keys = (await photoRows(id)).map((p) => p.file_key);
    const gone = await del(seller.token, id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ data: { id, archived: false } });
    expect(await productRow(id)).toBeUndefined();
    expect(listUploads().some((f) => keys.some((k) => f.startsWith(k)))).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).statusCode).toBe(404);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': seller.token },
    });
    expect(mine.json<{ data: { id: number }[] }>().data.map((p) => p.id)).not.toContain(id);
    expect((await del(seller.token, id)).statusCode).toBe(404);
  });

  it('answers 403 to another seller and a customer, 401 without a token; the product stays', async () => {
    const { id } = await createProduct(db, seller.id);
    expect((await del(otherSeller.token, id)).statusCode).toBe(403);
    expect((await del(customer.token, id)).statusCode).toBe(403);
    expect((await del(undefined, id)).statusCode).toBe(401);
    expect(await productRow(id)).toMatchObject({ status: 'active' });
  });

  it('archives instead of destroying a product another table still refers to', async () => {
    const { id } = await createProduct(db, seller.id);
    await db.exec('CREATE TABLE test_wishlist (product_id integer NOT NULL REFERENCES products (id))');
    await db.query('INSERT INTO test_wishlist (product_id) VALUES ($1)', [id]);
    const res = await del(seller.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { archived: true } });
    expect(await productRow(id)).toMatchObject({ status: 'archived' });
    expect(await photoRows(id)).toHaveLength(1);
  });

  it('archives a product that appears in an order (kept for history)', async () => {
    const { id } = await createProduct(db, seller.id);
    if (orderItems?.present) {
      // The order line alone matters here; skip the orders/payments chain it normally hangs from.
      await db.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(
          "INSERT INTO order_items (order_id, product_id, name, price, qty) VALUES (999999, $1, 'Teak chair', 1, 1)",
          [id],
        );
      });
    } else {
      await db.exec('CREATE TABLE order_items (id serial PRIMARY KEY, product_id integer)');
      await db.query('INSERT INTO order_items (product_id) VALUES ($1)', [id]);
    }
    const res = await del(seller.token, id);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { archived: true } });
    expect(await productRow(id)).toMatchObject({ status: 'archived' });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': seller.token },
    });
    expect(mine.json<{ data: { id: number }[] }>().data.map((p) => p.id)).not.toContain(id);
    expect((await edit(seller.token, id, { fields: { price: '5' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).statusCode).toBe(404);
  });
});
