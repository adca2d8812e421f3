import sharp from 'sharp';
import { hashPassword } from '../modules/auth/password';
import { createProductsRepository } from '../modules/products/products.repository';
import { writeVariants } from '../modules/products/products-variants';
import type { PhotoStore, StoredPhoto } from '../photos/photo-store';
import type { Db } from './client';
import { demoProductValues, leafIds } from './demo/product-values';
import { COLOURS, LEAVES } from './demo/vocab';
import { furnitureSvg } from './seed-art';
import { DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_USERS, type ListedDemoProduct } from './seed-products';
import { seedShipping } from './seed-shipping';

export type SeedLog = { info(obj: object, msg: string): void };
export type SeedResult = { seeded: boolean; users: number; products: number; photos: number };

const SEED_LOCK = 728375;
// sharp already uses a thread pool per image; two photos at a time keep both cores busy on a small machine.
const RENDER_CONCURRENCY = 2;
const HOURS_BETWEEN_PRODUCTS = 6;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function demoUsersExist(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = ANY($1::text[]) LIMIT 1', [
    DEMO_USERS.map((u) => u.email.toLowerCase()),
  ]);
  return rows.length > 0;
}

/** Draws and stores every photo of the demo products, in product order. */
async function renderPhotos(photoStore: PhotoStore): Promise<StoredPhoto[][]> {
  const jobs = DEMO_PRODUCTS.flatMap((product, p) =>
    Array.from({ length: product.photos ?? 1 }, (_, position) => ({ p, position, product })),
  );
  // Two products of the same kind and colour share their drawings: rasterise each SVG once.
  // JPEG, not PNG, as the intermediate: the store decodes it three times and libjpeg can shrink on load.
  const rasters = new Map<string, Promise<Buffer>>();
  const raster = (product: ListedDemoProduct, position: number) => {
    const svg = furnitureSvg(product.art ?? LEAVES[product.category].art, COLOURS[product.color].hex, position);
    let image = rasters.get(svg);
    if (!image) {
      image = sharp(Buffer.from(svg)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
      rasters.set(svg, image);
    }
    return image;
  };
  const stored = await mapLimit(jobs, RENDER_CONCURRENCY, async (job) =>
    photoStore.save(await raster(job.product, job.position)),
  );
  const byProduct: StoredPhoto[][] = DEMO_PRODUCTS.map(() => []);
  jobs.forEach((job, i) => {
    const photo = stored[i];
    if (photo) byProduct[job.p]?.push(photo);
  });
  return byProduct;
}

/**
 * Seeds the demo shop on first start: the demo stores' sellers, 2 customers (password DEMO_PASSWORD) and
 * the demo products (data in demo/, one file per store) with photos drawn by seed-art.ts. Idempotent: does
 * nothing when a demo account already exists, so a second start costs one query. Photos are rendered before the one transaction that inserts the rows;
 * if that transaction does not commit, the files are removed again.
 */
export async function seedDemo(db: Db, photoStore: PhotoStore, log: SeedLog): Promise<SeedResult> {
  const none: SeedResult = { seeded: false, users: 0, products: 0, photos: 0 };
  if (await demoUsersExist(db)) return none;

  const started = Date.now();
  const [passwordHash, photos] = await Promise.all([hashPassword(DEMO_PASSWORD), renderPhotos(photoStore)]);
  const allPhotos = photos.flat();
  const now = Date.now();

  let committed = false;
  try {
    const result = await db.transaction(async (tx) => {
      // Two processes starting together on one PostgreSQL database: the second waits, then finds the users.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if (await demoUsersExist(tx)) return none;

      const userIds: number[] = [];
      for (const u of DEMO_USERS) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO users (role, email, username, password_hash, name, gender, phone, address, store_desc)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [u.role, u.email, u.username, passwordHash, u.name, u.gender, u.phone, u.address, u.store_desc],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('seed: user insert returned no id');
        userIds.push(id);
      }
      const sellerIds = DEMO_USERS.flatMap((u, i) => (u.role === 'seller' ? [userIds[i] ?? 0] : []));
      const products = createProductsRepository();
      const leafId = await leafIds(tx);

      for (const [index, product] of DEMO_PRODUCTS.entries()) {
        const sellerId = sellerIds[product.seller];
        if (sellerId === undefined) throw new Error(`seed: no seller ${product.seller}`);
        const productId = await products.insert(tx, sellerId, demoProductValues(product, leafId(product.category)));
        // Oldest first, a product every ~6 hours, so "latest" has a meaningful order over a month.
        const age = (DEMO_PRODUCTS.length - 1 - index) * HOURS_BETWEEN_PRODUCTS + (index % 4) * 0.37;
        const createdAt = new Date(now - age * 3_600_000).toISOString();
        // The variants first: the sales below then land on the first one (the products row mirrors them).
        if (product.variants) await writeVariants(tx, productId, product.variants);
        await tx.query('UPDATE products SET sold = $2, created_at = $3, updated_at = $3 WHERE id = $1', [
          productId,
          product.sold,
          createdAt,
        ]);
        await products.insertPhotos(
          tx,
          productId,
          (photos[index] ?? []).map((photo) => ({ file_key: photo.key, width: photo.width, height: photo.height })),
        );
      }
      // Store origins, calendars and own delivery, customers' address books.
      const customers = DEMO_USERS.flatMap((u, i) =>
        u.role === 'customer' ? [{ id: userIds[i] ?? 0, email: u.email, name: u.name, phone: u.phone }] : [],
      );
      await seedShipping(tx, sellerIds, customers);
      return { seeded: true, users: DEMO_USERS.length, products: DEMO_PRODUCTS.length, photos: allPhotos.length };
    });
    committed = result.seeded;
    if (committed) log.info({ ...result, ms: Date.now() - started }, 'seeded the demo shop');
    return result;
  } finally {
    if (!committed) await Promise.all(allPhotos.map((p) => photoStore.remove(p.key)));
  }
}
