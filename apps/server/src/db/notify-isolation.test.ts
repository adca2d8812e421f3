import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL } from '../../test/build-test-app';
import { createProduct, createSeller } from '../../test/factories';

// Test files share one PostgreSQL database with a schema each, and NOTIFY reaches the whole database:
// each Db's channels carry its schema (migration 0028), so another file's writes never reach this cache.
describe.runIf(TEST_DATABASE_URL)('notifications stay within their schema (PostgreSQL)', async () => {
  const mine = await buildTestApp();
  const theirs = await buildTestApp();
  const received: string[] = [];
  await mine.deps.db.listen('catalog_changed', (payload) => received.push(payload));

  it("hears its own product writes and not another schema's", async () => {
    const otherSeller = await createSeller(theirs.deps.db);
    await createProduct(theirs.deps.db, otherSeller.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
    const seller = await createSeller(mine.deps.db);
    await createProduct(mine.deps.db, seller.id);
    expect(received.length).toBeGreaterThan(0);
  });
});
