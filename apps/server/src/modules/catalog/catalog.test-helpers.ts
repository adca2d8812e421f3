import type { Db } from '../../db/client';
import { createProduct, createSeller } from '../../../test/factories';

export type Ok<T> = { statusCode: number; message: string; data: T };
export type Fail = { statusCode: number; message: string; code: string; errors?: { field: string; message: string }[] };

/**
 * The shop of the catalogue's route tests (catalog.test.ts, catalog-detail.test.ts): two sellers, six active
 * products and an archived one; answers their ids by key.
 * Category 5 Furniture, 1 Accessories. Brands 1 IKEA, 2 Mr Royal, 3 Sweet House, 5 Mr.Poppin 1929.
 * Sizes 3 L, 4 XL, 6 Pull Size. Colours 1 #A17F25, 2 #6B8FBE, 4 #504E86.
 */
export async function seedCatalogue(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const jati = await createSeller(db, { username: 'Jati Living' });
  const rotan = await createSeller(db, { username: 'Rumah Rotan' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12)).toISOString();
  const make = async (key: string, sellerId: number, o: Parameters<typeof createProduct>[2]) => {
    ids[key] = (await createProduct(db, sellerId, o)).id;
  };
  await make('sofa', jati.id, {
    name: 'Lawang Teak Sofa',
    price: 12_500_000,
    category_id: 5,
    brand_id: 2,
    size_id: 4,
    color_id: 1,
    created_at: day(1),
    photos: 3,
  });
  await make('chair', jati.id, {
    name: 'Kursi 50%_off Chair',
    price: 850_000,
    category_id: 5,
    brand_id: 1,
    size_id: 3,
    color_id: 2,
    created_at: day(2),
  });
  await make('lamp', rotan.id, {
    name: 'Rattan Floor Lamp',
    price: 1_250_000,
    category_id: 1,
    brand_id: 3,
    size_id: 6,
    color_id: 4,
    created_at: day(3),
  });
  await make('table', rotan.id, {
    name: 'Meja Dining Table',
    price: 4_750_000,
    category_id: 5,
    brand_id: 1,
    size_id: 4,
    color_id: 1,
    created_at: day(4),
    stock: 0,
  });
  await make('stool', rotan.id, {
    name: 'Bangku Stool',
    price: 350_000,
    category_id: 5,
    brand_id: 3,
    size_id: 3,
    color_id: 2,
    created_at: day(5),
  });
  await make('mirror', jati.id, {
    name: 'Cermin Round Mirror',
    price: 1_250_000,
    category_id: 1,
    brand_id: 5,
    size_id: 3,
    color_id: 4,
    created_at: day(5),
  });
  await make('hidden', jati.id, {
    name: 'Archived Teak Bench',
    price: 999_000,
    category_id: 5,
    brand_id: 2,
    size_id: 4,
    color_id: 1,
    created_at: day(6),
  });
  await db.query(`UPDATE products SET status = 'archived' WHERE id = $1`, [ids.hidden]);
  await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.lamp, 90]);
  await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.chair, 40]);
  await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.stool, 12]);
  return ids;
}
