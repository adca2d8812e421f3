import type { Queryable } from '../../../db/client';
import type { CatalogChange } from '../../../http/catalog-change';
import { LOAD_SELECT, type WordsFields } from './catalog.fields';
import { CatalogIndex, type IndexedProduct } from './catalog.index';
import { TextIndex } from './catalog.text-index';

/** Reference names by id, and sellers' names (a product shows its store's username). */
export type CatalogNames = {
  brand: Map<number, string>;
  category: Map<number, string>;
  size: Map<number, string>;
  color: Map<number, { hex: string; name: string }>;
  seller: Map<number, string>;
  /** A store's city (its shipping origin's regency: code and official name), when it has set one. */
  city: Map<number, { code: string; name: string }>;
};

/** A store (a seller's account) for the search box: its name, and the name in lower case to match words. */
export type Store = { id: number; name: string; lower: string };

/** `stores`: every seller's account, ascending ids (search suggestions match their names). */
export type CatalogView = { index: CatalogIndex; text: TextIndex; names: CatalogNames; stores: Store[] };

/** A product as loaded: its fields and its search_vec as text (for the text index). */
type LoadedProduct = IndexedProduct & WordsFields;

// One statement for a chunk of the full load and for the products a change named (catalog.fields.ts).
const SELECT = LOAD_SELECT;
const CHUNK = 5_000;

/**
 * Keeps a CatalogIndex equal to the database: loaded on first use, then every `catalog_changed` notification
 * marks what to read again (the products it names; everything for `{"all":true}`; sellers' names for a
 * `users` change). A read first applies every notification that arrived before it, so a write shows in
 * the very next answer (the writer's notification arrives before its statement returns, db/client.ts).
 * `load` runs the full load (no statement timeout); `reads` runs the small re-reads.
 */
export function createCatalogIndexSync({ load, reads }: { load: Queryable; reads: Queryable }) {
  const index = new CatalogIndex();
  // the text index follows the model's slots
  index.onSlot = (slot, product) => view.text.set(slot, product ? (product as LoadedProduct).search_vec : undefined);
  const names: CatalogNames = {
    brand: new Map(),
    category: new Map(),
    size: new Map(),
    color: new Map(),
    seller: new Map(),
    city: new Map(),
  };
  const view: CatalogView = { index, text: new TextIndex(), names, stores: [] };
  let full = true;
  let sellers = false;
  const dirty = new Set<number>();
  // Notifications seen, and how many of them the model reflects.
  let seen = 1;
  let applied = 0;
  let running: Promise<void> | undefined;

  /** Marks what `change` touched to be read again before the next answer. */
  function apply(change: CatalogChange) {
    seen += 1;
    if (change.sellers) {
      sellers = true;
      return;
    }
    if (change.all) full = true;
    else for (const id of change.ids) dirty.add(id);
  }

  function everything() {
    seen += 1;
    full = true;
  }

  /**
   * Sellers' names: of these ids (the products' sellers), and with `all`, of every store (role seller),
   * which then replace the store list.
   */
  async function loadSellers(ids: Iterable<number>, all = false) {
    const rows = await reads.query<{
      id: number;
      username: string;
      store: boolean;
      city_code: string | null;
      city_name: string | null;
    }>(
      `SELECT u.id, u.username, u.role = 'seller' AS store, r.code AS city_code, r.name AS city_name
         FROM users u
         LEFT JOIN store_shipping s ON s.seller_id = u.id
         LEFT JOIN area_regencies r ON r.code = s.regency_code
        WHERE u.id = ANY($1::int[])${all ? " OR u.role = 'seller'" : ''} ORDER BY u.id`,
      [[...ids]],
    );
    for (const row of rows) {
      names.seller.set(row.id, row.username);
      if (row.city_code !== null && row.city_name !== null) {
        names.city.set(row.id, { code: row.city_code, name: row.city_name });
      } else names.city.delete(row.id);
    }
    if (all) {
      view.stores = rows
        .filter((r) => r.store)
        .map((r) => ({ id: r.id, name: r.username, lower: r.username.toLowerCase() }));
    }
  }

  async function loadAll() {
    const byName = (table: string) => load.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`);
    const [brands, categories, sizes, colors] = await Promise.all([
      byName('brands'),
      byName('categories'),
      byName('sizes'),
      load.query<{ id: number; hex: string; name: string }>('SELECT id, hex, name FROM colors'),
    ]);
    names.brand = new Map(brands.map((r) => [r.id, r.name]));
    names.category = new Map(categories.map((r) => [r.id, r.name]));
    names.size = new Map(sizes.map((r) => [r.id, r.name]));
    names.color = new Map(colors.map((r) => [r.id, { hex: r.hex, name: r.name }]));
    names.seller = new Map();
    names.city = new Map();
    view.text = new TextIndex();
    index.startLoad();
    const sellers = new Set<number>();
    try {
      // chunk by chunk: each chunk's rows (with their tsvector text) are garbage once indexed
      for (let after = 0; ;) {
        const rows = await load.query<LoadedProduct>(
          `${SELECT} WHERE p.status = 'active' AND p.id > $1 ORDER BY p.id LIMIT ${CHUNK}`,
          [after],
        );
        index.addLoaded(rows);
        for (const row of rows) sellers.add(row.seller_id);
        if (rows.length < CHUNK) break;
        after = (rows[rows.length - 1] as LoadedProduct).id;
      }
      await loadSellers(sellers, true);
    } finally {
      // a failed load leaves a consistent but partial model; `full` stays set, so no read is answered from it
      index.finishLoad();
      view.text.finishLoad();
    }
  }

  async function reload(ids: number[]) {
    const rows = await reads.query<LoadedProduct>(`${SELECT} WHERE p.status = 'active' AND p.id = ANY($1::int[])`, [
      ids,
    ]);
    const missingSellers = new Set(rows.map((r) => r.seller_id).filter((s) => !names.seller.has(s)));
    if (missingSellers.size > 0) await loadSellers(missingSellers);
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.id);
      index.upsert(row);
    }
    for (const id of ids) if (!found.has(id)) index.remove(id);
  }

  async function pass() {
    const upTo = seen;
    const wasFull = full;
    const wasSellers = sellers;
    const ids = [...dirty];
    full = false;
    sellers = false;
    dirty.clear();
    try {
      if (wasFull) await loadAll();
      else {
        if (wasSellers) await loadSellers(names.seller.keys(), true);
        if (ids.length > 0) await reload(ids);
      }
      applied = upTo;
    } catch (error) {
      // read again next time
      full ||= wasFull;
      sellers ||= wasSellers;
      for (const id of ids) dirty.add(id);
      throw error;
    }
  }

  /** The model with every change notified so far applied. */
  async function ready(): Promise<CatalogView> {
    const target = seen;
    while (applied < target) {
      running ??= pass().finally(() => {
        running = undefined;
      });
      await running;
    }
    return view;
  }

  /**
   * Makes sure these products (named by a search) are in the model when active: another process may have
   * written them a moment before its notification arrives here.
   */
  async function include(ids: readonly number[]): Promise<void> {
    const missing = ids.filter((id) => !index.has(id));
    if (missing.length === 0) return;
    for (const id of missing) dirty.add(id);
    seen += 1;
    await ready();
  }

  return { ready, apply, everything, include };
}

export type CatalogIndexSync = ReturnType<typeof createCatalogIndexSync>;
