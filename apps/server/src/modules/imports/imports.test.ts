import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@rima/shared/api/seller-imports';
import type { ProductDetail } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createSeller } from '../../../test/factories';
import { checkVariantMirror } from '../../../test/invariants';

// docs/decisions/052-bulk-listing.md: dry run, import, update by SKU, variants, export → import, bad files.
const app = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);

const HEADER =
  'product_key,sku,name,description,category,price,stock,option1_name,option1_value,colour,material,width_cm,packed_weight_kg';
const line = (cells: (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',');
const product = (
  key: string,
  sku: string,
  price: string | number,
  extra: Partial<Record<'name' | 'category' | 'option' | 'value', string>> = {},
) =>
  line([
    key,
    sku,
    extra.name ?? `Kursi Jati ${key}`,
    'Kursi kayu jati dengan dudukan rotan.',
    extra.category ?? 'kursi-makan',
    price,
    5,
    extra.option ?? '',
    extra.value ?? '',
    'natural',
    'jati',
    '45',
    '8.5',
  ]);

async function upload(
  body: string | Buffer,
  options: { dryRun?: boolean; name?: string; token?: string; lang?: string } = {},
) {
  const form = new FormData();
  form.append('dry_run', String(options.dryRun ?? false));
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), options.name ?? 'produk.csv');
  return app.inject({
    method: 'POST',
    url: '/api/v1/seller/imports',
    headers: { 'x-access-token': options.token ?? seller.token, 'accept-language': options.lang ?? 'id-ID' },
    payload: form,
  });
}
async function imported(body: string | Buffer, options: Parameters<typeof upload>[1] = {}): Promise<ImportJob> {
  const res = await upload(body, options);
  expect(res.statusCode, res.body).toBe(200);
  let job = res.json<{ data: ImportJob }>().data;
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 20));
    const got = await app.inject({
      method: 'GET',
      url: `/api/v1/seller/imports/${job.id}`,
      headers: { 'x-access-token': seller.token },
    });
    job = got.json<{ data: ImportJob }>().data;
  }
  return job;
}
const countProducts = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE seller_id = $1', [seller.id]))[0]?.n);
const exportFile = async (format: 'csv' | 'xlsx') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/seller/products/export?format=${format}`,
    headers: { 'x-access-token': seller.token },
  });
const detail = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json<{ data: ProductDetail }>().data;
async function skuProduct(sku: string) {
  const [row] = await db.query<{ product_id: number; id: number; price: number }>(
    'SELECT product_id, id, price FROM product_variants WHERE sku = $1',
    [sku],
  );
  if (!row) throw new Error(`no variant ${sku}`);
  return row;
}

const VALID = [
  HEADER,
  product('A', 'KJ-A', 850000),
  product('B', 'KJ-B-160', '1.250.000', { option: 'Ukuran', value: '160' }),
  product('B', 'KJ-B-180', 1450000, { option: 'Ukuran', value: '180' }),
  product('C', 'KJ-C', 'Rp 99.000'),
].join('\n');

describe('importing products from a sheet', () => {
  it('a dry run reports every row valid and writes nothing', async () => {
    const before = await countProducts();
    const job = await imported(VALID, { dryRun: true });
    expect(job).toMatchObject({ status: 'checked', rows: 4, valid: 4, errors: [] });
    expect(await countProducts()).toBe(before);
  });

  it('names the row and the column of each bad cell, in the seller language, and imports nothing', async () => {
    const bad = [
      HEADER,
      product('A', 'X-1', 100000),
      product('B', 'X-2', 'seratus'),
      product('C', 'X-1', 5000),
      product('D', 'X-4', 5000, { category: 'kursi-terbang' }),
      product('E', 'X-5', 5000, { name: '=HYPERLINK("http://x")' }),
    ].join('\n');
    const categoryMessage = 'kategori "kursi-terbang" tidak dikenal: pakai slug subkategori, mis. sofa';
    const before = await countProducts();
    const job = await imported(bad);
    expect(job.status).toBe('invalid');
    expect(job.rows).toBe(5);
    expect(job.valid).toBe(1);
    expect(job.errors).toEqual([
      { row: 3, column: 'price', message: 'harga harus angka' },
      { row: 4, column: 'sku', message: 'SKU X-1 sudah dipakai di baris 2' },
      { row: 5, column: 'category', message: categoryMessage },
      { row: 6, column: 'name', message: 'nama tidak boleh diawali =, +, - atau @ (rumus)' },
    ]);
    expect(await countProducts()).toBe(before);
    const english = await imported(bad, { dryRun: true, lang: 'en' });
    expect(english.errors[0]).toEqual({ row: 3, column: 'price', message: 'price must be a number' });
  });

  it('imports new products with their variants, then updates them by SKU', async () => {
    const before = await countProducts();
    const job = await imported(VALID);
    expect(job).toMatchObject({ status: 'done', rows: 4, processed: 4, created: 3, updated: 0 });
    expect(await countProducts()).toBe(before + 3);
    const b = await skuProduct('KJ-B-160');
    const shown = await detail(b.product_id);
    expect(shown.product[0]?.variants.map((v) => [v.sku, v.options, v.price])).toEqual([
      ['KJ-B-160', { Ukuran: '160' }, 1_250_000],
      ['KJ-B-180', { Ukuran: '180' }, 1_450_000],
    ]);
    expect(shown.product[0]).toMatchObject({ price: 1_250_000, stock: 10 });

    // A product's rows go together under one key: the update keeps the variant (same id) and retires the other.
    const update = await imported(
      [
        HEADER,
        product('B', 'KJ-B-160', 1200000, { option: 'Ukuran', value: '160', name: 'Kursi Jati Baru' }),
        product('A', 'KJ-A', 800000),
      ].join('\n'),
    );
    expect(update).toMatchObject({ status: 'done', created: 0, updated: 2 });
    expect(await countProducts()).toBe(before + 3);
    const after = await skuProduct('KJ-B-160');
    expect(after).toEqual({ ...b, price: 1_200_000 });
    expect((await detail(b.product_id)).product[0]).toMatchObject({
      name: 'Kursi Jati Baru',
      price: 1_200_000,
      stock: 5,
    });
    await checkVariantMirror(db);
  });

  it('exports the catalogue in the same columns; the export imports unchanged, in CSV and in XLSX', async () => {
    await db.query("UPDATE products SET name = '=SUM(A1:A9) kursi' WHERE id = $1", [
      (await skuProduct('KJ-C')).product_id,
    ]);
    const csv = await exportFile('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain("'=SUM(A1:A9) kursi");
    const before = await countProducts();
    const job = await imported(csv.rawPayload, { name: 'ekspor.csv' });
    expect(job).toMatchObject({ status: 'done', errors: [], created: 0 });
    expect(job.updated).toBeGreaterThanOrEqual(3);
    expect(await countProducts()).toBe(before);
    expect((await exportFile('csv')).body).toBe(csv.body);

    const xlsx = await exportFile('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('product_key');
    const fromXlsx = await imported(xlsx.rawPayload, { name: 'ekspor.xlsx' });
    expect(fromXlsx).toMatchObject({ status: 'done', errors: [], created: 0 });
    expect((await exportFile('csv')).body).toBe(csv.body);
  });

  it('answers the template in both formats', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/seller/imports/template?format=${format}`,
        headers: { 'x-access-token': seller.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`.${format}`);
    }
  });
});

describe('bad files get a report or a 4xx, never a 5xx', () => {
  it('reports missing columns', async () => {
    const job = await imported('name,description,category,stock,colour\nKursi,Kursi kayu jati,sofa,1,natural', {
      dryRun: true,
    });
    expect(job.errors).toEqual([{ row: 1, column: 'price', message: 'kolom harga tidak ada' }]);
  });

  it('reports a file that is not UTF-8', async () => {
    const latin1 = Buffer.from(`${HEADER}\n${product('A', 'L-1', 5000).replace('Kursi', 'Kurs\u00ed')}`, 'latin1');
    const job = await imported(latin1, { dryRun: true });
    expect(job.errors).toHaveLength(1);
    expect(job.errors[0]).toMatchObject({ row: 0, column: '' });
    expect(job.errors[0]?.message).toContain('UTF-8');
  });

  it('refuses more than 10,000 rows, naming the row', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => product(`R${i}`, `R-${i}`, 5000));
    const job = await imported([HEADER, ...rows].join('\n'), { dryRun: true });
    expect(job.errors).toContainEqual({ row: 10_002, column: '', message: 'berkas berisi lebih dari 10000 baris' });
  });

  it('refuses a 50 MB file with 413 naming the field', async () => {
    const res = await upload(Buffer.alloc(50 * 1024 * 1024, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('file');
  });

  it('answers 400 without a file and 401/403 for others', async () => {
    const form = new FormData();
    form.append('dry_run', 'true');
    const none = await app.inject({
      method: 'POST',
      url: '/api/v1/seller/imports',
      headers: { 'x-access-token': seller.token },
      payload: form,
    });
    expect(none.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/seller/products/export' })).statusCode).toBe(401);
    const other = await createSeller(db);
    const mine = await imported(VALID, { dryRun: true });
    const peek = await app.inject({
      method: 'GET',
      url: `/api/v1/seller/imports/${mine.id}`,
      headers: { 'x-access-token': other.token },
    });
    expect(peek.statusCode).toBe(404);
  });
});
