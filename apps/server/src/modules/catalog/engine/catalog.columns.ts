/**
 * The read model's storage (docs/decisions/016, 019): a product's fields as typed columns, one value a slot,
 * and slot lists kept sorted. Sized to what they hold after a full load, then grown by a quarter.
 */
import {
  INT_FIELDS,
  MS_FIELDS,
  REAL_FIELDS,
  SHARED_FIELDS,
  TEXT_FIELDS,
  US_FIELDS,
  microsOf,
  type StoredAs,
} from './catalog.fields';
import type { IndexedProduct } from './catalog.index-lists';
import { FacetColumns } from './catalog.facet-columns';
import { FactStore } from './catalog.facts';
import { packPhotos } from './catalog.photos';

/** The next size of a growable array: double while small, then a quarter more (a bulk load then trims). */
const grownSize = (size: number, least: number) => {
  let next = size;
  while (next < least) next = next < 65_536 ? next * 2 : Math.ceil(next * 1.25);
  return next;
};

/** Slots kept in one order; insert and remove by binary search (a memmove of at most 4 bytes a product). */
export class SlotList {
  a = new Int32Array(8);
  n = 0;
  constructor(private readonly cmp: (x: number, y: number) => number) {}
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(this.a[mid] as number, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  private room() {
    if (this.n < this.a.length) return;
    const grown = new Int32Array(grownSize(this.a.length, this.n + 1));
    grown.set(this.a);
    this.a = grown;
  }
  insert(slot: number) {
    this.room();
    const i = this.lowerBound(slot);
    this.a.copyWithin(i + 1, i, this.n);
    this.a[i] = slot;
    this.n += 1;
  }
  /** Must run while the slot's record still holds the values it was inserted with. */
  remove(slot: number) {
    let i = this.lowerBound(slot);
    if (this.a[i] !== slot) i = this.a.subarray(0, this.n).indexOf(slot);
    if (i < 0) return;
    this.a.copyWithin(i, i + 1, this.n);
    this.n -= 1;
  }
  /** Appends without ordering (bulk load walks an already sorted list). */
  push(slot: number) {
    this.room();
    this.a[this.n] = slot;
    this.n += 1;
  }
  /** Drops the room beyond a sixteenth more than it holds. */
  trim() {
    const size = Math.max(8, this.n + (this.n >> 4));
    if (size < this.a.length) this.a = this.a.slice(0, size);
  }
}

/**
 * Texts of the slots as UTF-8 in one growable byte pool (an offset and a length a slot): as strings, every
 * product's name and description were two more objects on the JavaScript heap that every full collection
 * marked, and those pauses were the tail of the answer times (docs/decisions/023). A rewritten text is
 * appended; the pool is compacted when more than half of it is stale.
 */
export class TextPool {
  private bytes = Buffer.allocUnsafeSlow(64 * 1024);
  private used = 0;
  private stale = 0;
  private start = new Int32Array(1024);
  private length = new Int32Array(1024).fill(-1);

  private room(slot: number) {
    if (slot < this.start.length) return;
    const size = grownSize(this.start.length, slot + 1);
    const start = new Int32Array(size);
    start.set(this.start);
    const length = new Int32Array(size).fill(-1);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  /** After a full load of `count` slots: the offsets and the bytes keep what they hold, and a little more. */
  trim(count: number) {
    const size = Math.max(1024, count + (count >> 4));
    if (size < this.start.length) {
      this.start = this.start.slice(0, size);
      this.length = this.length.slice(0, size);
    }
    this.repack(this.used - this.stale + (this.used >> 5));
  }

  set(slot: number, text: string) {
    const at = this.place(slot, Buffer.byteLength(text));
    this.bytes.write(text, at, 'utf8');
  }

  /** Bytes instead of a text (the photos of a slot, catalog.photos.ts). */
  setBytes(slot: number, bytes: Uint8Array) {
    const at = this.place(slot, bytes.length); // first: it may move the pool
    this.bytes.set(bytes, at);
  }

  /** Room for `size` bytes as the slot's value: their offset in the pool. */
  private place(slot: number, size: number): number {
    this.room(slot);
    if ((this.length[slot] as number) > 0) this.stale += this.length[slot] as number;
    this.length[slot] = -1; // a repack below leaves the old value behind
    if (this.used + size > this.bytes.length) {
      const live = this.used - this.stale;
      if (this.stale > live) this.repack(Math.max(this.bytes.length, 2 * (live + size)));
      else this.repack(grownSize(this.bytes.length, this.used + size));
    }
    const at = this.used;
    this.start[slot] = at;
    this.length[slot] = size;
    this.used += size;
    return at;
  }

  get(slot: number): string {
    const length = this.length[slot] ?? -1;
    if (length <= 0) return '';
    const start = this.start[slot] as number;
    return this.bytes.toString('utf8', start, start + length);
  }

  /** The slot's bytes, as a view that the next write may move: read them at once. */
  view(slot: number): Buffer {
    const length = this.length[slot] ?? -1;
    const start = this.start[slot] ?? 0;
    return this.bytes.subarray(start, start + Math.max(0, length));
  }

  /** A new pool of `size` bytes with only the live texts, in slot order. */
  private repack(size: number) {
    const next = Buffer.allocUnsafeSlow(Math.max(1024, size));
    let at = 0;
    for (let slot = 0; slot < this.length.length; slot += 1) {
      const length = this.length[slot] as number;
      if (length <= 0) continue;
      const from = this.start[slot] as number;
      this.bytes.copy(next, at, from, from + length);
      this.start[slot] = at;
      at += length;
    }
    this.bytes = next;
    this.used = at;
    this.stale = 0;
  }
}

/**
 * Growable typed columns, one value per slot: the registry's (catalog.fields.ts), and those the load adds
 * from other tables.
 */
const INT_COLUMNS = [...INT_FIELDS, 'review_count'] as const;
const MICROS_COLUMNS = US_FIELDS.map(microsOf);
const FLOAT_COLUMNS = [...MICROS_COLUMNS, ...MS_FIELDS, 'rating', ...REAL_FIELDS] as const;
type TextColumn = StoredAs<'text'>;
type SharedColumn = StoredAs<'shared'>;
const byColumn = <C extends string, T>(columns: readonly C[], make: () => T) =>
  Object.fromEntries(columns.map((c) => [c, make()])) as Record<C, T>;

/** Photo keys are 32 lower-case hex digits (photo-store.ts): kept as 16 bytes; any other key as a string. */
const HEX_KEY = /^[0-9a-f]{32}$/;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/** The value of a lower-case hex digit's char code. */
const hexDigit = (code: number) => (code <= 57 ? code - 48 : code - 87);

/**
 * Columns instead of one object per product: a fraction of the memory (docs/decisions/019), and the
 * comparators read typed arrays. A product is materialised as an object only when an answer shows it.
 */
export class Columns {
  capacity = 1024;
  ints = byColumn(INT_COLUMNS, () => new Int32Array(1024));
  floats = byColumn(FLOAT_COLUMNS, () => new Float64Array(1024));
  /** Texts (names, descriptions) as UTF-8 in byte pools. */
  readonly texts = byColumn<TextColumn, TextPool>(TEXT_FIELDS, () => new TextPool());
  /** Every photo of a slot, packed (catalog.photos.ts): a detail miss sends no statement. */
  readonly photos = new TextPool();
  /** Texts of few distinct values (materials: a few dozen): one string each, shared by the slots. */
  shared = byColumn<SharedColumn, (string | null)[]>(SHARED_FIELDS, () => []);
  private readonly interned = byColumn<SharedColumn, Map<string, string>>(SHARED_FIELDS, () => new Map());
  /** The furniture facts (catalog.facts.ts). */
  readonly facts = new FactStore();
  /** Each facet's value as a code per slot (catalog.facet-columns.ts). */
  readonly facetCodes = new FacetColumns();
  /** Hex photo keys as bytes (16 a slot); `keyKind`: 0 none, 1 hex, 2 another key (in `otherKeys`). */
  private keyBytes = new Uint8Array(16 * 1024);
  private keyKind = new Uint8Array(1024);
  private readonly otherKeys = new Map<number, string>();

  ensure(slot: number) {
    if (slot < this.capacity) return;
    this.resize(grownSize(this.capacity, slot + 1));
  }

  /** After a full load of `count` slots: keeps them and a sixteenth more. */
  trim(count: number) {
    const size = Math.max(1024, count + (count >> 4));
    if (size < this.capacity) this.resize(size);
    for (const c of TEXT_FIELDS) this.texts[c].trim(count);
    this.photos.trim(count);
    this.facts.trim(count);
  }

  private resize(size: number) {
    const keep = Math.min(size, this.capacity);
    for (const c of INT_COLUMNS) {
      const next = new Int32Array(size);
      next.set(this.ints[c].subarray(0, keep));
      this.ints[c] = next;
    }
    for (const c of FLOAT_COLUMNS) {
      const next = new Float64Array(size);
      next.set(this.floats[c].subarray(0, keep));
      this.floats[c] = next;
    }
    const keyBytes = new Uint8Array(16 * size);
    keyBytes.set(this.keyBytes.subarray(0, 16 * keep));
    this.keyBytes = keyBytes;
    const keyKind = new Uint8Array(size);
    keyKind.set(this.keyKind.subarray(0, keep));
    this.keyKind = keyKind;
    this.capacity = size;
  }

  /** Writes a product into its slot; true when one of its facet codes changed (catalog.facet-columns.ts). */
  write(slot: number, p: IndexedProduct): boolean {
    this.ensure(slot);
    const { ints, floats } = this;
    for (const c of INT_COLUMNS) ints[c][slot] = p[c];
    for (const c of US_FIELDS) floats[microsOf(c)][slot] = p[microsOf(c)];
    for (const c of MS_FIELDS) floats[c][slot] = p[c].getTime();
    floats.rating[slot] = p.rating;
    for (const c of REAL_FIELDS) floats[c][slot] = p[c] ?? NaN;
    for (const c of TEXT_FIELDS) this.texts[c].set(slot, p[c]);
    for (const c of SHARED_FIELDS) {
      const value = p[c];
      this.shared[c][slot] = value === null ? null : this.intern(c, value);
    }
    this.writeKey(slot, p.file_key);
    this.photos.setBytes(slot, packPhotos(p.photos ?? null));
    this.facts.write(slot, p);
    return this.facetCodes.write(slot, p);
  }

  private intern(column: SharedColumn, value: string): string {
    const values = this.interned[column];
    const kept = values.get(value);
    if (kept !== undefined) return kept;
    if (values.size >= 10_000) values.clear();
    values.set(value, value);
    return value;
  }

  private writeKey(slot: number, key: string | null) {
    this.otherKeys.delete(slot);
    if (key === null) this.keyKind[slot] = 0;
    else if (HEX_KEY.test(key)) {
      for (let b = 0; b < 16; b += 1) {
        this.keyBytes[16 * slot + b] = (hexDigit(key.charCodeAt(2 * b)) << 4) | hexDigit(key.charCodeAt(2 * b + 1));
      }
      this.keyKind[slot] = 1;
    } else {
      this.otherKeys.set(slot, key);
      this.keyKind[slot] = 2;
    }
  }

  private readKey(slot: number): string | null {
    const kind = this.keyKind[slot];
    if (kind === 2) return this.otherKeys.get(slot) ?? null;
    if (kind !== 1) return null;
    let key = '';
    for (let b = 0; b < 16; b += 1) key += HEX[this.keyBytes[16 * slot + b] as number] as string;
    return key;
  }

  /**
   * The product in a slot. Written out field by field, unlike the loops of `write`: an object built by a
   * loop over the field names took twice as long, and this runs for every product an answer shows. The
   * return type (the registry's fields, catalog.fields.ts) names a field added to the registry and missing
   * here.
   */
  read(slot: number): IndexedProduct {
    const i = this.ints;
    const fl = this.floats;
    const orNull = (v: number) => (Number.isNaN(v) ? null : v);
    const us = fl.created_us[slot] as number;
    return {
      id: i.id[slot] as number,
      name: this.texts.name.get(slot),
      description: this.texts.description.get(slot),
      price: i.price[slot] as number,
      stock: i.stock[slot] as number,
      sold: i.sold[slot] as number,
      category_id: i.category_id[slot] as number,
      brand_id: i.brand_id[slot] as number,
      size_id: i.size_id[slot] as number,
      color_id: i.color_id[slot] as number,
      seller_id: i.seller_id[slot] as number,
      width_cm: orNull(fl.width_cm[slot] as number),
      depth_cm: orNull(fl.depth_cm[slot] as number),
      height_cm: orNull(fl.height_cm[slot] as number),
      weight_kg: orNull(fl.weight_kg[slot] as number),
      material: this.shared.material[slot] ?? null,
      created_us: us,
      // the database's microseconds cut to JavaScript's milliseconds, as the driver does
      created_at: new Date(Math.floor(us / 1000)),
      updated_at: new Date(fl.updated_at[slot] as number),
      file_key: this.readKey(slot),
      rating: fl.rating[slot] as number,
      review_count: i.review_count[slot] as number,
      ...this.facts.read(slot),
    };
  }
}
