import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';

type Review = {
  id: number;
  variant_id: number | null;
  variant_options: Record<string, string>;
  option_names: string[];
};

// A review records the variant its buyer bought (the order line's), shown as "Varian: 160x200, Walnut".
describe('reviews per variant', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  const bed = await createProduct(db, seller.id, { name: 'Ranjang Jati Minimalis' });
  // The default variant becomes 160x200 Walnut; a second one is 180x200 Natural; a third nobody bought.
  const [walnut] = await db.query<{ id: number }>(
    `UPDATE product_variants SET options = '{"Ukuran": "160x200", "Warna": "Walnut"}', option_names = '{Ukuran,Warna}'
      WHERE product_id = $1 RETURNING id`,
    [bed.id],
  );
  const [natural, unsold] = await db.query<{ id: number }>(
    `INSERT INTO product_variants (product_id, options, option_names, price, stock, position) VALUES
       ($1, '{"Ukuran": "180x200", "Warna": "Natural"}', '{Ukuran,Warna}', 5000000, 5, 1),
       ($1, '{"Ukuran": "200x200", "Warna": "Natural"}', '{Ukuran,Warna}', 5500000, 5, 2)
     RETURNING id`,
    [bed.id],
  );
  const buyer = await createCustomer(db);
  /** A completed order of one line of `variantId`, with the options it was sold with. */
  async function bought(variantId: number | undefined, productId = bed.id) {
    const { itemId } = await createOrder(db, buyer.id, seller.id, productId, 'completed');
    await db.query(
      `UPDATE order_items SET variant_id = $2, variant_options = (SELECT options FROM product_variants WHERE id = $2)
        WHERE id = $1`,
      [itemId, variantId],
    );
  }
  await bought(walnut?.id);
  await bought(natural?.id);

  const post = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/reviews/create',
      headers: { 'x-access-token': buyer.token },
      payload,
    });
  const list = async (productId = bed.id) =>
    (await app.inject({ method: 'GET', url: `/api/v1/reviews?product_id=${productId}` })).json<{
      data: { data: Review[] };
    }>().data.data;

  it('refuses a variant the buyer did not buy, naming variant_id', async () => {
    for (const variant_id of [unsold?.id, 99_999_999]) {
      const res = await post({ product_id: bed.id, star: 5, message: 'Kokoh', variant_id });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('variant_id');
    }
  });

  it('records the variant chosen, else the oldest unreviewed line’s, with the options in the seller’s order', async () => {
    const chosen = await post({ product_id: bed.id, star: 4, message: 'Kayunya halus', variant_id: natural?.id });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json<{ data: Review }>().data).toMatchObject({
      variant_id: natural?.id,
      variant_options: { Ukuran: '180x200', Warna: 'Natural' },
      option_names: ['Ukuran', 'Warna'],
    });
    const again = await post({ product_id: bed.id, star: 4, message: 'Lagi', variant_id: natural?.id });
    expect(again.statusCode).toBe(409);
    const first = await post({ product_id: bed.id, star: 5, message: 'Pas untuk kamar' });
    expect(first.statusCode).toBe(201);
    const reviews = await list();
    const shown = reviews.map((r) => r.option_names.map((n) => r.variant_options[n]).join(', '));
    expect(shown).toEqual(['160x200, Walnut', '180x200, Natural']);
  });

  it('keeps what was bought when the seller later renames the variant’s options', async () => {
    await db.query(`UPDATE product_variants SET options = '{"Ukuran": "160x200", "Warna": "Kenari"}' WHERE id = $1`, [
      walnut?.id,
    ]);
    expect((await list()).find((r) => r.variant_id === walnut?.id)?.variant_options.Warna).toBe('Walnut');
  });

  it('answers no variant for a product without options', async () => {
    const stool = await createProduct(db, seller.id, { name: 'Kursi Bar Rotan' });
    await createOrder(db, buyer.id, seller.id, stool.id, 'completed');
    expect((await post({ product_id: stool.id, star: 5, message: 'Nyaman' })).statusCode).toBe(201);
    expect((await list(stool.id))[0]).toMatchObject({ variant_id: null, variant_options: {}, option_names: [] });
  });
});
