/**
 * Each facet's value per slot as a small integer code (docs/decisions/039), written with the slot: the facet
 * counter then adds `counts[code]` from typed arrays, with no object, string or Map touched per slot. What a
 * facet's value is comes from the registry (catalog.attributes.ts `facet`): the column's value (`values`,
 * `atLeast`), its bin among the bounds (`ranges`, `upTo`), or whether it reaches `from` (`flag`).
 */
import type { FacetName } from '@rima/shared/api/catalog';
import { FACETS, type Facet } from '../catalog.attributes';
import { wordsFor } from './catalog.facet-bits';
import type { IndexedProduct } from './catalog.index-lists';

/** What a facet is counted by: a value it holds, a bin's index, 1 for a flag; null: not counted. */
export type FacetKey = number | string;

/** The bin of a value among ascending bounds: 0 up to the first bound, k above bound k-1. */
export function binOf(bounds: readonly number[], value: number): number {
  let k = 0;
  while (k < bounds.length && value > (bounds[k] as number)) k += 1;
  return k;
}

/** The key of a product for one facet, from the registry's description of it. */
function keyReader(facet: Facet & { column: string }): (p: IndexedProduct) => FacetKey | null {
  // A brand is counted by its spelling (the answer groups spellings by facet key), or without a free-text
  // brand by its legacy brand's id; the registry's column is the key the filter compares.
  if (facet.name === 'brand') return (p) => p.brand || p.brand_id || null;
  const read = (p: IndexedProduct) => (p as unknown as Record<string, unknown>)[facet.column];
  const bounds = facet.bounds ?? [];
  switch (facet.groups) {
    case 'values':
    case 'atLeast':
      return (p) => {
        const value = read(p);
        if (value === null || value === undefined) return null;
        return typeof value === 'boolean' ? String(value) : (value as FacetKey);
      };
    case 'ranges':
    case 'upTo': {
      // a `real` column is compared in single precision, as its filter is
      const bins = bounds.map(Math.fround);
      return (p) => {
        const value = read(p);
        return typeof value === 'number' && !Number.isNaN(value) ? binOf(bins, Math.fround(value)) : null;
      };
    }
    case 'flag': {
      const from = facet.from ?? 1;
      return (p) => {
        const value = read(p);
        return typeof value === 'number' && value >= from ? 1 : null;
      };
    }
  }
}

/** A facet's dictionary: the key of each code. */
class FacetDictionary {
  readonly keys: FacetKey[] = [];
  private readonly codeOf = new Map<FacetKey, number>();
  constructor(readonly key: (p: IndexedProduct) => FacetKey | null) {}

  /** The code of the product's value (-1: none). */
  codeFor(p: IndexedProduct): number {
    const key = this.key(p);
    if (key === null) return -1;
    let code = this.codeOf.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.keys.push(key);
      this.codeOf.set(key, code);
    }
    return code;
  }
}

/**
 * Each facet's code per slot in a column of its own (`columns[facet][slot]`: the code + 1, 0: none), so a
 * loop testing or counting one facet over consecutive slots reads memory in order. Beside them, which slots
 * hold an active product and each facet's counts over all of those, kept as slots are written and dropped:
 * the counts of a list that most products pass are these totals less the few that fail it (catalog.facets.ts).
 */
export class FacetColumns {
  readonly names: FacetName[] = FACETS.map((f) => f.name);
  readonly dictionaries = FACETS.map((f) => new FacetDictionary(keyReader(f)));
  readonly width = FACETS.length;
  /** Per facet, per slot: the code + 1 (0: no value). */
  columns: Int32Array[] = FACETS.map(() => new Int32Array(1024));
  /** 1: the slot holds an active product. */
  live = new Uint8Array(1024);
  /** The same as a bitset (catalog.facet-bits.ts). */
  liveBits = new Uint32Array(1024 >>> 5);
  /** One past the highest slot ever written. */
  end = 0;
  /** Each facet's count per code + 1 over the active products (at 0: those without a value). */
  readonly totals: Int32Array[] = FACETS.map(() => new Int32Array(16));
  /** Per facet, how many times a slot's code changed: a kept set of slots by code is valid while it stays. */
  readonly versions = new Uint32Array(FACETS.length);
  /** How many slots were written: a kept set of slots by another column is valid while it stays. */
  writes = 0;
  /** The sets of slots passing a facet's own conditions, kept across counts (catalog.facet-sets.ts). */
  readonly keptSets = new Map<string, { stamp: number; end: number; set: Uint32Array }>();

  /** Writes the slot's codes; true when a code changed (or the slot was not active). */
  write(slot: number, p: IndexedProduct): boolean {
    if (slot >= this.live.length) {
      const size = Math.max(slot + 1, this.live.length * 2);
      this.columns = this.columns.map((column) => {
        const grown = new Int32Array(size);
        grown.set(column);
        return grown;
      });
      const live = new Uint8Array(size);
      live.set(this.live);
      this.live = live;
      const liveBits = new Uint32Array(wordsFor(size));
      liveBits.set(this.liveBits);
      this.liveBits = liveBits;
    }
    this.writes += 1;
    const wasLive = this.live[slot] === 1;
    if (wasLive) this.count(slot, -1);
    let changed = !wasLive;
    for (let i = 0; i < this.width; i += 1) {
      const code = (this.dictionaries[i] as FacetDictionary).codeFor(p) + 1;
      const column = this.columns[i] as Int32Array;
      if (column[slot] !== code) {
        changed = true;
        this.versions[i] = (this.versions[i] as number) + 1;
      }
      column[slot] = code;
    }
    this.live[slot] = 1;
    this.liveBits[slot >>> 5] = ((this.liveBits[slot >>> 5] as number) | (1 << (slot & 31))) >>> 0;
    this.count(slot, 1);
    if (slot >= this.end) this.end = slot + 1;
    return changed;
  }

  /** The slot's product left the active ones (its codes stay until the slot is written again). */
  drop(slot: number) {
    if (this.live[slot] !== 1) return;
    this.count(slot, -1);
    this.live[slot] = 0;
    this.liveBits[slot >>> 5] = ((this.liveBits[slot >>> 5] as number) & ~(1 << (slot & 31))) >>> 0;
  }

  private count(slot: number, delta: number) {
    for (let i = 0; i < this.width; i += 1) {
      const code = (this.columns[i] as Int32Array)[slot] as number;
      let totals = this.totals[i] as Int32Array;
      if (code >= totals.length) {
        const grown = new Int32Array(Math.max(code + 1, totals.length * 2));
        grown.set(totals);
        this.totals[i] = totals = grown;
      }
      totals[code] = (totals[code] as number) + delta;
    }
  }
}
