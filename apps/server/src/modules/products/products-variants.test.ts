import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { productRequests } from '../../../test/product-requests';
import { createCustomer, createOrder, createSeller } from '../../../test/factories';
import { checkVariantMirror } from '../../../test/invariants';

// docs/decisions/038: variants on create, edit and the detail; bad input; old clients' payloads unchanged.
const app = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);

const base = { name: 'Ranjang Jati Minimalis', desc: 'Ranjang kayu jati dengan sandaran polos.', category_id: '10' };
const { create, edit, getDetail, detail, created } = productRequests(app, seller.token, base);
const bed = (size: string, colour: string, price: number, stock: number, extra: object = {}) => ({
  options: { Ukuran: size, Warna: colour },
  price,
  stock,
  ...extra,
});
const TWO_BEDS = [
  bed('160x200', 'Natural', 4_500_000, 3, { sku: 'RJ-160-NAT', width_cm: 170 }),
  bed('180x200', 'Walnut', 5_200_000, 2, { sku: 'RJ-180-WAL' }),
];

describe('variants on create, edit and the detail', () => {
  it('creates a product with variants: the detail lists them, the product mirrors them', async () => {
    const withPhoto = [{ ...TWO_BEDS[0], photo_indexes: [1] }, TWO_BEDS[1]];
    const id = await created({ variants: JSON.stringify(withPhoto) }, 2);
    const data = await getDetail(id);
    const product = data.product[0];
    expect(product?.option_names).toEqual(['Ukuran', 'Warna']);
    expect(product?.variants).toMatchObject([
      { sku: 'RJ-160-NAT', options: { Ukuran: '160x200', Warna: 'Natural' }, price: 4_500_000, stock: 3 },
      { sku: 'RJ-180-WAL', options: { Ukuran: '180x200', Warna: 'Walnut' }, price: 5_200_000, stock: 2 },
    ]);
    expect(product?.variants[0]).toMatchObject({ width_cm: 170, depth_cm: null, photo_ids: [data.image[1]?.id] });
    expect(product?.variants[1]?.photo_ids).toEqual([]);
    // Old clients read the product row: the first variant's price, the summed stock.
    expect(product).toMatchObject({ price: 4_500_000, stock: 5 });
    expect(await checkVariantMirror(db)).toEqual([]);
  });

  it('a product without variants is one default variant mirroring its price and stock (old clients)', async () => {
    const id = await created({ price: '750000', stock: '4', brand_id: '1', size_id: '2' });
    const product = await detail(id);
    expect(product?.option_names).toEqual([]);
    expect(product?.variants).toMatchObject([{ options: {}, sku: null, price: 750_000, stock: 4, position: 0 }]);
    // An old client's price and stock edit reaches the default variant.
    expect((await edit(id, { price: '800000', stock: '6' })).statusCode).toBe(200);
    expect((await detail(id))?.variants).toMatchObject([{ options: {}, price: 800_000, stock: 6 }]);
    expect(await checkVariantMirror(db)).toEqual([]);
  });

  it('an edit keeps the ids of kept combinations, adds new ones and archives missing ones', async () => {
    const id = await created({ variants: JSON.stringify(TWO_BEDS) });
    const before = (await detail(id))?.variants ?? [];
    const kept = before[1];
    const gone = before[0];
    const buyer = await createCustomer(db);
    // A finished order of the removed variant: it is archived (not deleted) and the order keeps its snapshot.
    const { itemId } = await createOrder(db, buyer.id, seller.id, id, 'completed');
    await db.query(`UPDATE order_items SET variant_id = $2, variant_options = $3, sku = 'RJ-160-NAT' WHERE id = $1`, [
      itemId,
      gone?.id,
      JSON.stringify(gone?.options),
    ]);
    const next = [
      bed('180x200', 'Walnut', 5_000_000, 7, { sku: 'RJ-180-WAL' }),
      bed('200x200', 'Walnut', 6_100_000, 1),
    ];
    const res = await edit(id, { variants: JSON.stringify(next) });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await detail(id))?.variants ?? [];
    expect(after.map((v) => v.options.Ukuran)).toEqual(['180x200', '200x200']);
    expect(after[0]).toMatchObject({ id: kept?.id, price: 5_000_000, stock: 7, position: 0 });
    expect(after[1]?.id).not.toBe(gone?.id);
    const archived = await db.query<{ archived: boolean }>(
      'SELECT archived_at IS NOT NULL AS archived FROM product_variants WHERE id = $1',
      [gone?.id],
    );
    expect(archived).toEqual([{ archived: true }]);
    const snapshot = await db.query('SELECT variant_id, variant_options, sku FROM order_items WHERE id = $1', [itemId]);
    expect(snapshot).toEqual([{ variant_id: gone?.id, variant_options: gone?.options, sku: 'RJ-160-NAT' }]);
    expect(await detail(id)).toMatchObject({ price: 5_000_000, stock: 8 });
    expect(await checkVariantMirror(db)).toEqual([]);
  });

  it('refuses to remove a variant an open order holds (409 naming variants)', async () => {
    const id = await created({ variants: JSON.stringify(TWO_BEDS) });
    const [first] = (await detail(id))?.variants ?? [];
    const buyer = await createCustomer(db);
    const { itemId } = await createOrder(db, buyer.id, seller.id, id, 'processing');
    await db.query('UPDATE order_items SET variant_id = $2 WHERE id = $1', [itemId, first?.id]);
    const res = await edit(id, { variants: JSON.stringify([TWO_BEDS[1]]) });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('variants');
    expect((await detail(id))?.variants).toHaveLength(2);
  });
});

describe('bad variant input: 400 naming the field', () => {
  const codeAndField = async (variants: unknown, extra: Record<string, string> = {}) => {
    const res = await create({
      ...extra,
      variants: typeof variants === 'string' ? variants : JSON.stringify(variants),
    });
    const body = res.json<{ errors?: { field: string; message: string }[] }>();
    return { status: res.statusCode, field: body.errors?.[0]?.field, message: body.errors?.[0]?.message ?? '' };
  };

  it('51 variants', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ options: { Ukuran: `${100 + i}` }, price: 1000, stock: 1 }));
    expect(await codeAndField(many)).toMatchObject({ status: 400, field: 'variants' });
  });

  it('three options', async () => {
    const three = [{ options: { Ukuran: 'a', Warna: 'b', Kain: 'c' }, price: 1000, stock: 1 }];
    expect(await codeAndField(three)).toMatchObject({ status: 400, field: 'variants' });
  });

  it('a repeated combination, or options that differ from the first variant', async () => {
    expect(await codeAndField([TWO_BEDS[0], TWO_BEDS[0]])).toMatchObject({ status: 400, field: 'variants.1.options' });
    const mixed = [TWO_BEDS[0], { options: { Ukuran: '200x200' }, price: 1000, stock: 1 }];
    expect(await codeAndField(mixed)).toMatchObject({ status: 400, field: 'variants.1.options' });
  });

  it('a price or stock out of range names the variant and its field', async () => {
    const cheap = [TWO_BEDS[0], { ...TWO_BEDS[1], price: 0 }];
    expect(await codeAndField(cheap)).toMatchObject({ status: 400, field: 'variants.1.price' });
    const huge = [{ ...TWO_BEDS[0], stock: 10_000_000 }];
    expect(await codeAndField(huge)).toMatchObject({ status: 400, field: 'variants.0.stock' });
  });

  it('an option value too long, not JSON, a repeated SKU, a photo that is not there', async () => {
    const long = [bed('x'.repeat(31), 'Natural', 1000, 1)];
    expect(await codeAndField(long)).toMatchObject({ status: 400 });
    expect(await codeAndField('[{')).toMatchObject({ status: 400, field: 'variants' });
    const twice = [bed('a', 'b', 1000, 1, { sku: 'S-1' }), bed('c', 'd', 1000, 1, { sku: 'S-1' })];
    expect(await codeAndField(twice)).toMatchObject({ status: 400, field: 'variants.1.sku' });
    const photoless = [bed('a', 'b', 1000, 1, { photo_indexes: [3] })];
    expect(await codeAndField(photoless)).toMatchObject({ status: 400, field: 'variants.0.photo_indexes' });
  });
});
