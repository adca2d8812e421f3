import { describe, expect, it } from 'vitest';
import type { Cart } from '@rima/shared/api/cart';
import type { OrderDetail } from '@rima/shared/api/orders';
import type { VariantInput } from '@rima/shared/api/products';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { writeVariants } from '../products/products-variants';

// Cart and order lines carry the product's option order and its English name: the options are kept as a
// JSON object, whose key order is the database's ("Warna" sorts before "Ukuran" there).
const app: App = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);

const BEDS: VariantInput[] = [
  { options: { Ukuran: '160×200', Warna: 'Natural' }, sku: 'RJ-160-NAT', price: 4_500_000, stock: 3 },
  { options: { Ukuran: '160×200', Warna: 'Walnut' }, sku: 'RJ-160-WAL', price: 4_750_000, stock: 3 },
];

describe('cart and order lines of a variant', () => {
  it('answer the option names in the product order and the English name beside the snapshot', async () => {
    const product = await createProduct(db, seller.id);
    await db.transaction((tx) => writeVariants(tx, product.id, BEDS, []));
    await db.query("UPDATE products SET name = 'Ranjang Jati', name_en = 'Teak Bed' WHERE id = $1", [product.id]);
    const [walnut] = await db.query<{ id: number }>(
      "SELECT id FROM product_variants WHERE product_id = $1 AND sku = 'RJ-160-WAL'",
      [product.id],
    );
    const buyer = await createCustomer(db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { 'x-access-token': buyer.token },
      payload: { product_id: product.id, variant_id: walnut?.id, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json<{ data: Cart }>().data.items[0];
    expect(line).toMatchObject({ name: 'Ranjang Jati', name_en: 'Teak Bed', option_names: ['Ukuran', 'Warna'] });

    const placed = await postCheckout(app, buyer.token, checkoutBody({ shipping: 'pickup' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ data: { orders: { id: number; items: object[] }[] } }>().data.orders[0]?.id;
    expect(placed.json<{ data: { orders: { items: object[] }[] } }>().data.orders[0]?.items[0]).toMatchObject({
      name: 'Ranjang Jati',
      name_en: 'Teak Bed',
      option_names: ['Ukuran', 'Warna'],
    });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/transaction/${orderId}`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const item = detail.json<{ data: OrderDetail }>().data.items[0];
    expect(item).toMatchObject({ name: 'Ranjang Jati', name_en: 'Teak Bed', option_names: ['Ukuran', 'Warna'] });
    expect(await checkInvariants(db)).toEqual([]);
  });
});
