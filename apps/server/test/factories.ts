import crypto from 'node:crypto';
import type { Db } from '../src/db/client';
import { createSession } from '../src/http/auth';
import { hashPassword } from '../src/modules/auth/password';
import { createEventBus } from '../src/events/bus';
import { createLedgerRepository } from '../src/modules/ledger/ledger.repository';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { createSandboxPayoutProvider } from '../src/modules/ledger/payout-provider';

export type TestUser = {
  id: number;
  role: 'customer' | 'seller' | 'operator';
  email: string;
  username: string;
  password: string;
  token: string;
};

let cachedHash: { password: string; hash: string } | undefined;

/** A user with a live session. Shares one password hash across calls: scrypt is deliberately slow. */
export async function createUser(
  db: Db,
  overrides: Partial<{
    role: 'customer' | 'seller';
    email: string;
    username: string;
    password: string;
    name: string;
    store_desc: string;
  }> = {},
): Promise<TestUser> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const role = overrides.role ?? 'customer';
  const password = overrides.password ?? 'password123';
  if (!cachedHash || cachedHash.password !== password) cachedHash = { password, hash: await hashPassword(password) };
  const email = overrides.email ?? `${role}-${suffix}@example.com`;
  const username = overrides.username ?? `${role}_${suffix}`;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (role, email, username, password_hash, name, store_desc)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [role, email, username, cachedHash.hash, overrides.name ?? username, overrides.store_desc ?? ''],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user insert returned no id');
  const token = await createSession(db, id);
  return { id, role, email, username, password, token };
}

export const createSeller = (db: Db, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { ...overrides, role: 'seller' });
export const createCustomer = (db: Db, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { ...overrides, role: 'customer' });

/** A product row with one photo row (the file itself is not needed for list/detail queries). */
export async function createProduct(
  db: Db,
  sellerId: number,
  overrides: Partial<{
    name: string;
    description: string;
    price: number;
    stock: number;
    category_id: number;
    brand_id: number;
    size_id: number;
    color_id: number;
    created_at: string;
    photos: number;
  }> = {},
): Promise<{ id: number }> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO products (seller_id, name, description, price, stock, category_id, brand_id, size_id, color_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now())) RETURNING id`,
    [
      sellerId,
      overrides.name ?? `Teak chair ${crypto.randomBytes(3).toString('hex')}`,
      overrides.description ?? 'A solid teak chair.',
      overrides.price ?? 1_250_000,
      overrides.stock ?? 10,
      overrides.category_id ?? 5,
      overrides.brand_id ?? 1,
      overrides.size_id ?? 2,
      overrides.color_id ?? 1,
      overrides.created_at ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('product insert returned no id');
  for (let position = 0; position < (overrides.photos ?? 1); position += 1) {
    await db.query(
      'INSERT INTO product_photos (product_id, position, file_key, width, height) VALUES ($1, $2, $3, 640, 640)',
      [id, position, crypto.randomBytes(16).toString('hex')],
    );
  }
  return { id };
}

/** The ledger as the composition root builds it (app-buying.ts); the fixtures only post through it. */
function fixtureLedger(db: Db) {
  return createLedgerService({
    db,
    repo: createLedgerRepository(),
    payouts: createSandboxPayoutProvider(),
    events: createEventBus((error) => {
      throw error;
    }),
  });
}

/**
 * An order of one item in the given status (one that comes after payment), written to the tables of migration
 * 0007 as a settled checkout leaves them: a paid payment of its total, the order's `paid` timeline entry and
 * the settlement in the seller ledger (a completed order's completion too), so the money invariants
 * (docs/invariants.md) hold over it.
 */
export async function createOrder(db: Db, buyerId: number, sellerId: number, productId: number, status: string) {
  const ledger = fixtureLedger(db);
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<{ id: number }>(
      `INSERT INTO payments (buyer_id, method, provider, amount, status, expires_at, paid_at)
       VALUES ($1, 'bca', 'test', 100000, 'paid', now() + interval '1 day', now()) RETURNING id`,
      [buyerId],
    );
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (payment_id, buyer_id, seller_id, status, subtotal, total, shipping_method, name, address,
                           phone_code, phone, email, tracking_number)
       VALUES ($1, $2, $3, $4, 100000, 100000, 'free', 'Budi', 'Jl. Jati 1', '+62', '81234', 'b@example.com', 'JNE1')
       RETURNING id`,
      [payment?.id, buyerId, sellerId, status],
    );
    const orderId = order?.id ?? 0;
    const [item] = await tx.query<{ id: number }>(
      `INSERT INTO order_items (order_id, product_id, name, price, qty) VALUES ($1, $2, 'x', 100000, 1) RETURNING id`,
      [orderId, productId],
    );
    await tx.query(
      `INSERT INTO order_events (order_id, from_status, to_status, actor_role, note)
       VALUES ($1, 'awaiting_payment', 'paid', 'system', 'Payment received')`,
      [orderId],
    );
    await ledger.recordSettlement(tx, [orderId]);
    if (status === 'completed') await ledger.recordCompletion(tx, orderId, sellerId);
    return { orderId, itemId: item?.id ?? 0 };
  });
}

/** An operator with TOTP turned on (secret below) and a live session. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export async function createOperator(db: Db, overrides: { email?: string } = {}): Promise<TestUser> {
  const user = await createUser(db, { role: 'customer', ...overrides });
  await db.query("UPDATE users SET role = 'operator', totp_secret = $2, totp_enabled_at = now() WHERE id = $1", [
    user.id,
    TEST_TOTP_SECRET,
  ]);
  return { ...user, role: 'operator' };
}
