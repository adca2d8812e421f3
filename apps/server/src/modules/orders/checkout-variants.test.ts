import { describe, expect, it } from 'vitest';
import type { Cart } from '@rima/shared/api/cart';
import type { VariantInput } from '@rima/shared/api/products';
import type { App } from '../../app';
import { buildTestApp, TEST_DATABASE_URL } from '../../../test/build-test-app';
import { checkoutBody, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants, snapshotStock } from '../../../test/invariants';
import { writeVariants } from '../products/products-variants';

// docs/decisions/038: the cart, the checkout's stock take, the order's snapshot and the restock, per variant.
const app: App = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);

type Variant = { id: number; options: Record<string, string>; stock: number; sold: number; price: number };

/** A product of `seller` sold as these variants (written as the seller's edit writes them). */
async function productWith(variants: VariantInput[]) {
  const product = await createProduct(db, seller.id);
  await db.transaction((tx) => writeVariants(tx, product.id, variants, []));
  return { id: product.id, variants: await variantsOf(product.id) };
}
const variantsOf = (productId: number) =>
  db.query<Variant>(
    `SELECT id, options, stock, sold, price FROM product_variants
      WHERE product_id = $1 AND archived_at IS NULL ORDER BY position, id`,
    [productId],
  );
const productRow = async (id: number) =>
  (
    await db.query<{ stock: number; sold: number; price: number }>(
      'SELECT stock, sold, price FROM products WHERE id = $1',
      [id],
    )
  )[0];
const add = (buyer: TestUser, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers: { 'x-access-token': buyer.token },
    payload,
  });
const CHAIRS: VariantInput[] = [
  { options: { Warna: 'Natural' }, sku: 'KM-NAT', price: 900_000, stock: 4 },
  { options: { Warna: 'Walnut' }, sku: 'KM-WAL', price: 950_000, stock: 6 },
];

type Placed = {
  data: {
    orders: {
      id: number;
      items: {
        variant_id: number | null;
        variant_options: Record<string, string>;
        sku: string | null;
        price: number;
      }[];
    }[];
  };
};

describe('the cart per variant', () => {
  it('two variants of one product are two lines, each with its options, SKU, price and stock', async () => {
    const buyer = await createCustomer(db);
    const chair = await productWith(CHAIRS);
    const [natural, walnut] = chair.variants;
    expect((await add(buyer, { product_id: chair.id, variant_id: walnut?.id, qty: 2 })).statusCode).toBe(200);
    const res = await add(buyer, { product_id: chair.id, variant_id: natural?.id, qty: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<{ data: Cart }>().data;
    expect(cart.items.map((i) => [i.variant_id, i.variant_options, i.sku, i.price, i.qty, i.stock]).sort()).toEqual(
      [
        [walnut?.id, { Warna: 'Walnut' }, 'KM-WAL', 950_000, 2, 6],
        [natural?.id, { Warna: 'Natural' }, 'KM-NAT', 900_000, 1, 4],
      ].sort(),
    );
    expect(cart.subtotal).toBe(2 * 950_000 + 900_000);
    // The variant's own stock bounds the line: 4 more naturals would be 5 > 4.
    expect((await add(buyer, { product_id: chair.id, variant_id: natural?.id, qty: 4 })).statusCode).toBe(400);
  });

  it('without variant_id the default (first) variant; a variant of another product or a retired one: 400', async () => {
    const buyer = await createCustomer(db);
    const plain = await createProduct(db, seller.id, { stock: 3 });
    const res = await add(buyer, { product_id: plain.id, qty: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Cart }>().data.items[0]).toMatchObject({ variant_options: {}, sku: null });
    const chair = await productWith(CHAIRS);
    const other = await add(buyer, { product_id: plain.id, variant_id: chair.variants[0]?.id, qty: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('variant_id');
    const walnutId = chair.variants[1]?.id;
    await db.transaction((tx) => writeVariants(tx, chair.id, [CHAIRS[0] as VariantInput], []));
    expect((await add(buyer, { product_id: chair.id, variant_id: walnutId, qty: 1 })).statusCode).toBe(400);
  });
});

describe('checkout per variant', () => {
  it('takes stock from the variant, snapshots it on the order, and a cancel puts it back', async () => {
    const buyer = await createCustomer(db);
    const chair = await productWith(CHAIRS);
    const [natural, walnut] = chair.variants;
    const stock = await snapshotStock(db);
    await add(buyer, { product_id: chair.id, variant_id: walnut?.id, qty: 2 });
    await add(buyer, { product_id: chair.id, variant_id: natural?.id, qty: 1 });
    const res = await postCheckout(app, buyer.token, checkoutBody({ shipping: 'pickup' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Placed>().data.orders[0];
    expect(order?.items.map((i) => [i.variant_id, i.variant_options, i.sku, i.price]).sort()).toEqual(
      [
        [natural?.id, { Warna: 'Natural' }, 'KM-NAT', 900_000],
        [walnut?.id, { Warna: 'Walnut' }, 'KM-WAL', 950_000],
      ].sort(),
    );
    expect((await variantsOf(chair.id)).map((v) => [v.stock, v.sold])).toEqual([
      [3, 1],
      [4, 2],
    ]);
    expect(await productRow(chair.id)).toMatchObject({ stock: 7, sold: 3, price: 900_000 });
    expect(await checkInvariants(db, { stock })).toEqual([]);

    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/v1/transaction/${order?.id}/status`,
      headers: { 'x-access-token': buyer.token },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await variantsOf(chair.id)).map((v) => [v.stock, v.sold])).toEqual([
      [4, 0],
      [6, 0],
    ]);
    expect(await productRow(chair.id)).toMatchObject({ stock: 10, sold: 0 });
    expect(await checkInvariants(db, { stock })).toEqual([]);
  });

  it('a variant sold out after it went in the cart: 409, nothing taken', async () => {
    const buyer = await createCustomer(db);
    const chair = await productWith(CHAIRS);
    const natural = chair.variants[0];
    await add(buyer, { product_id: chair.id, variant_id: natural?.id, qty: 2 });
    await db.transaction((tx) =>
      writeVariants(tx, chair.id, [{ ...(CHAIRS[0] as VariantInput), stock: 1 }, CHAIRS[1] as VariantInput]),
    );
    expect((await postCheckout(app, buyer.token)).statusCode).toBe(409);
    expect(await productRow(chair.id)).toMatchObject({ stock: 7, sold: 0 });
  });

  it.runIf(TEST_DATABASE_URL)(
    '100 parallel buyers for the last 5 units of one variant: exactly 5 orders, no 5xx (PostgreSQL)',
    async () => {
      const chair = await productWith([
        { options: { Warna: 'Natural' }, price: 900_000, stock: 5 },
        { options: { Warna: 'Walnut' }, price: 950_000, stock: 9 },
      ]);
      const natural = chair.variants[0];
      const stock = await snapshotStock(db);
      const buyers = await Promise.all(Array.from({ length: 100 }, () => createCustomer(db)));
      for (const buyer of buyers) {
        await db.query('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [buyer.id]);
        await db.query('INSERT INTO cart_items (user_id, product_id, variant_id, qty) VALUES ($1, $2, $3, 1)', [
          buyer.id,
          chair.id,
          natural?.id,
        ]);
      }
      const codes = (await Promise.all(buyers.map((b) => postCheckout(app, b.token)))).map((r) => r.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(95);
      expect((await variantsOf(chair.id)).map((v) => [v.stock, v.sold])).toEqual([
        [0, 5],
        [9, 0],
      ]);
      expect(await productRow(chair.id)).toMatchObject({ stock: 9, sold: 5 });
      expect(await checkInvariants(db, { stock })).toEqual([]);
    },
    120_000,
  );
});
