import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/buying';
import { createProduct } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { createCustomerWithAddress, createShippingStore, createSofa } from '../../../test/shipping-fixtures';
import { variantBox } from './shipping.boxes';

type Quote = { variant_id: number | null; services: { code: string; price: number; billable_kg: number }[] };

// A variant's own size and weight price its parcel: the quote, the cart's delivery and the checkout.
describe('shipping quotes per variant', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const { seller } = await createShippingStore(app, { capacity: 50 });
  // A 3-seat sofa (220 × 92 × 84 cm, 58 kg; packed 225 × 95 × 90, 60 kg) and a 4-seat variant 275 cm wide, 72 kg.
  const sofa = await createSofa(db, seller.id);
  await db.query(
    `UPDATE product_variants SET options = '{"Dudukan": "3"}', option_names = '{Dudukan}' WHERE product_id = $1`,
    [sofa.id],
  );
  const [three] = await db.query<{ id: number }>('SELECT id FROM product_variants WHERE product_id = $1', [sofa.id]);
  const [four] = await db.query<{ id: number }>(
    `INSERT INTO product_variants (product_id, options, option_names, price, stock, width_cm, weight_kg, position)
     VALUES ($1, '{"Dudukan": "4"}', '{Dudukan}', 10500000, 20, 275, 72, 1) RETURNING id`,
    [sofa.id],
  );
  const quote = async (q: string) => app.inject({ method: 'GET', url: `/api/v1/shipping/quote?${q}` });
  const jtr = (q: Quote) => q.services.find((s) => s.code === 'jne-jtr');
  // The packed box grows with the variant: 225 × 275 / 220 = 281.25 cm long; 281.25 × 95 × 90 / 4000 → 602 kg.
  const FOUR_KG = Math.ceil((281.25 * 95 * 90) / 4000);

  it('scales the packed box by the variant’s own size, and keeps the product’s for a variant without one', () => {
    const product = {
      id: 1,
      seller_id: 1,
      name: 'Sofa',
      status: 'active',
      is_bulky: true,
      width_cm: 220,
      depth_cm: 92,
      height_cm: 84,
      weight_kg: 58,
      packed_width_cm: 225,
      packed_depth_cm: 95,
      packed_height_cm: 90,
      packed_weight_kg: 60,
    };
    const none = { id: 2, product_id: 1, width_cm: null, depth_cm: null, height_cm: null, weight_kg: null };
    expect(variantBox(product, none)).toBe(product);
    expect(variantBox(product, { ...none, width_cm: 275, weight_kg: 72 })).toMatchObject({
      width_cm: 275,
      packed_width_cm: 281.25,
      packed_depth_cm: 95,
      packed_height_cm: 90,
      weight_kg: 72,
      packed_weight_kg: 74.48,
    });
    // No packed size: the variant's own size ships.
    const bare = { ...product, packed_width_cm: null, packed_depth_cm: null, packed_height_cm: null };
    expect(variantBox(bare, { ...none, height_cm: 100 })).toMatchObject({ height_cm: 100, packed_height_cm: null });
  });

  it('quotes the chosen variant: its own size and weight, else the product’s', async () => {
    const plain = (await quote(`product_id=${sofa.id}&to=31.74`)).json<{ data: Quote }>().data;
    expect(plain.variant_id).toBeNull();
    expect(jtr(plain)?.price).toBe(481 * 4500);
    const small = (await quote(`product_id=${sofa.id}&to=31.74&variant_id=${three?.id}`)).json<{ data: Quote }>();
    expect(small.data.variant_id).toBe(three?.id);
    expect(jtr(small.data)?.price).toBe(481 * 4500);
    const big = (await quote(`product_id=${sofa.id}&to=31.74&variant_id=${four?.id}&qty=2`)).json<{ data: Quote }>();
    expect(big.data.variant_id).toBe(four?.id);
    expect(jtr(big.data)?.price).toBe(2 * FOUR_KG * 4500);
  });

  it('refuses a variant of another product, or not a number, naming variant_id', async () => {
    const other = await createProduct(db, seller.id);
    const [otherVariant] = await db.query<{ id: number }>('SELECT id FROM product_variants WHERE product_id = $1', [
      other.id,
    ]);
    for (const v of [String(otherVariant?.id), '99999999', 'abc']) {
      const res = await quote(`product_id=${sofa.id}&to=31.74&variant_id=${v}`);
      expect(res.statusCode, v).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('variant_id');
    }
  });

  it('prices the cart’s delivery and the checkout’s shipping by each line’s variant', async () => {
    const { customer, addressId } = await createCustomerWithAddress(app);
    const headers = { 'x-access-token': customer.token };
    for (const variant of [three, four]) {
      const add = await app.inject({
        method: 'POST',
        url: '/api/v1/cart/add',
        headers,
        payload: { product_id: sofa.id, variant_id: variant?.id, qty: 1 },
      });
      expect(add.statusCode, add.body).toBeLessThan(300);
    }
    const cart = await app.inject({
      method: 'GET',
      url: `/api/v1/cart?address_id=${addressId}&services=${seller.id}:jne-jtr`,
      headers,
    });
    const expected = (481 + FOUR_KG) * 4500;
    expect(cart.json<{ data: { shipping: number } }>().data.shipping).toBe(expected);
    const slots = await app.inject({
      method: 'GET',
      url: `/api/v1/shipping/slots?seller_id=${seller.id}&service=jne-jtr&product_id=${sofa.id}&to=31.74`,
    });
    const day = slots.json<{ data: { days: { date: string; windows: { id: number }[] }[] } }>().data.days[0];
    const res = await postCheckout(app, customer.token, {
      address_id: addressId,
      payment_method: 'bca',
      deliveries: [
        { seller_id: seller.id, service: 'jne-jtr', slot: { date: day?.date, window_id: day?.windows[0]?.id } },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: { orders: { shipping: number; total: number }[] } }>().data.orders[0];
    expect(order?.shipping).toBe(expected);
    expect(order?.total).toBe(8_500_000 + 10_500_000 + expected);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
