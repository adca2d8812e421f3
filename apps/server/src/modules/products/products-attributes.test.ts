import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { productRequests } from '../../../test/product-requests';
import { createProduct, createSeller } from '../../../test/factories';

// docs/decisions/037: the furniture facts on create, edit and the detail; old clients' payloads still work.
const app = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);

const base = { name: 'Sofa Jati Tiga Dudukan', desc: 'Sofa kayu jati dengan bantalan kain.', price: '4500000' };
const { create, edit, detail, created } = productRequests(app, seller.token, {
  ...base,
  stock: '3',
  category_id: '10',
});

describe('furniture attributes on create and edit', () => {
  it('stores every fact and answers it in the detail', async () => {
    const id = await created({
      brand: '  Jepara Living ',
      material: 'Teak',
      style: 'skandinavia',
      finish: 'Natural oil',
      width_cm: '210',
      depth_cm: '90',
      height_cm: '82.5',
      seats: '3',
      assembly_required: 'true',
      warranty_months: '24',
      name_en: 'Three-seat teak sofa',
      description_en: 'A teak sofa with fabric cushions.',
      color_id: '102',
    });
    expect(await detail(id)).toMatchObject({
      brand: 'Jepara Living',
      brand_id: null,
      size_id: null,
      material: 'jati',
      material_name: 'Jati',
      style: 'skandinavia',
      finish: 'Natural oil',
      width_cm: 210,
      depth_cm: 90,
      height_cm: 82.5,
      seats: 3,
      assembly_required: true,
      warranty_months: 24,
      name_en: 'Three-seat teak sofa',
      description_en: 'A teak sofa with fabric cushions.',
      color_id: 102,
      color_code: 'walnut',
    });
    const key = await db.query<{ brand_key: string }>('SELECT brand_key FROM products WHERE id = $1', [id]);
    expect(key[0]?.brand_key).toBe('jepara living');
  });

  it('edits each fact, and clears one with an empty value', async () => {
    const id = await created({});
    const changes: [Record<string, string>, Record<string, unknown>][] = [
      [{ brand: 'Mebel Kita' }, { brand: 'Mebel Kita' }],
      [{ material: 'rotan' }, { material: 'rotan' }],
      [{ material: 'Mahoni' }, { material: 'mahoni' }],
      [{ style: 'Industrial' }, { style: 'industrial' }],
      [{ finish: 'Duco' }, { finish: 'Duco' }],
      [{ seats: '6' }, { seats: 6 }],
      [{ assembly_required: 'false' }, { assembly_required: false }],
      [{ warranty_months: '0' }, { warranty_months: 0 }],
      [{ name_en: 'Rattan chair' }, { name_en: 'Rattan chair' }],
      [{ description_en: 'Light and airy.' }, { description_en: 'Light and airy.' }],
      [
        { width_cm: '55', depth_cm: '60', height_cm: '80' },
        { width_cm: 55, depth_cm: 60, height_cm: 80 },
      ],
      [{ style: '' }, { style: null }],
    ];
    for (const [payload, expected] of changes) {
      const res = await edit(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(await detail(id), JSON.stringify(payload)).toMatchObject(expected);
    }
  });

  it('answers 400 naming the field for unknown values and numbers out of range', async () => {
    const id = await created({});
    const bad: [Record<string, string>, string][] = [
      [{ material: 'Sungkai' }, 'material'],
      [{ style: 'baroque' }, 'style'],
      [{ color_id: '99' }, 'color_id'],
      [{ seats: '0' }, 'seats'],
      [{ seats: '21' }, 'seats'],
      [{ seats: 'two' }, 'seats'],
      [{ warranty_months: '121' }, 'warranty_months'],
      [{ width_cm: '-3' }, 'width_cm'],
      [{ assembly_required: 'maybe' }, 'assembly_required'],
      [{ brand: 'x'.repeat(61) }, 'brand'],
      [{ finish: 'y'.repeat(61) }, 'finish'],
    ];
    for (const [payload, field] of bad) {
      const res = await edit(id, payload);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field),
        field,
      ).toContain(field);
      const createRes = await create(payload);
      expect(createRes.statusCode, `create ${field}`).toBe(400);
    }
  });
});

describe('old clients (brand_id, size_id, colours 1–6)', () => {
  it('accepts the old payload and answers the legacy brand, size and the palette colour', async () => {
    const id = await created({ category_id: '5', brand_id: '4', size_id: '2', color_id: '4' });
    const p = await detail(id);
    expect(p).toMatchObject({ brand: 'North Oxford', brand_id: 4, size: 'M', size_id: 2, color_id: 109 });
    expect(p?.color_code).toBe('biru-navy');
  });

  it('shows the free-text brand over the legacy one, and the legacy one again when an old client picks it', async () => {
    const id = await created({ brand_id: '1', brand: 'Toko Sendiri' });
    expect((await detail(id))?.brand).toBe('Toko Sendiri');
    expect((await edit(id, { brand_id: '2' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ brand: 'Mr Royal', brand_id: 2 });
  });

  it('keeps a product created before the change answering as before', async () => {
    const { id } = await createProduct(db, seller.id, { brand_id: 5, size_id: 3, color_id: 2 });
    expect(await detail(id)).toMatchObject({
      brand: 'Mr.Poppin 1929',
      size: 'L',
      color_id: 2,
      color_code: 'biru-navy',
    });
    expect((await edit(id, { color_id: '6', price: '990000' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ color_id: 111, price: 990000 });
  });
});
