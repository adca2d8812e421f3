/**
 * Each facet's value per slot as a small integer code (docs/decisions/039), written with the slot: the facet
 * counter then adds `counts[code]` from typed arrays, with no object, string or Map touched per slot. What a
 * facet's value is comes from the registry (catalog.attributes.ts `facet`): the column's value (`values`,
 * `atLeast`), its bin among the bounds (`ranges`, `upTo`), or whether it reaches `from` (`flag`).
 */
import type { FacetName } from '@rima/shared/api/catalog';
import { FACETS, type Facet } from '../catalog.attributes';
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
 * Every facet's code of every slot in one array, a slot's codes side by side (`codes[slot * width + facet]`,
 * -1: none): the counter reads one contiguous run a slot.
 */
export class FacetColumns {
  readonly names: FacetName[] = FACETS.map((f) => f.name);
  readonly dictionaries = FACETS.map((f) => new FacetDictionary(keyReader(f)));
  readonly width = FACETS.length;
  codes = new Int32Array(1024 * FACETS.length).fill(-1);

  write(slot: number, p: IndexedProduct) {
    const at = slot * this.width;
    if (at + this.width > this.codes.length) {
      const grown = new Int32Array(Math.max(at + this.width, this.codes.length * 2)).fill(-1);
      grown.set(this.codes);
      this.codes = grown;
    }
    for (let i = 0; i < this.width; i += 1) this.codes[at + i] = (this.dictionaries[i] as FacetDictionary).codeFor(p);
  }
}
