/**
 * Sets of slots as bitsets (bit `s & 31` of word `s >>> 5` set: slot `s` is in), for the facet counts
 * (catalog.facets.ts, docs/decisions/061): intersecting two sets costs a word per 32 slots, and only the
 * slots a count needs are read from the columns.
 */

/** How many words hold `end` slots. */
export const wordsFor = (end: number) => (end + 31) >>> 5;

/** How many bits of `x` are set. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many slots the first `words` words of `bits` hold. */
export function countBits(bits: Uint32Array, words: number): number {
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    const x = bits[w] as number;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/** Writes the slots of `bits` in order into `out`; returns how many. */
export function slotsOf(bits: Uint32Array, words: number, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    let x = bits[w] as number;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
    }
  }
  return n;
}

/** Writes the slots of `bits` that are not in `less` in order into `out`; returns how many. */
export function slotsOfExcept(bits: Uint32Array, less: Uint32Array, words: number, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    let x = ((bits[w] as number) & ~(less[w] as number)) >>> 0;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
    }
  }
  return n;
}

/** `out` = the intersection of `sets` over the first `words` words (`sets` not empty); returns its size. */
export function intersect(sets: readonly Uint32Array[], words: number, out: Uint32Array): number {
  const first = sets[0] as Uint32Array;
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    let x = first[w] as number;
    for (let k = 1; k < sets.length && x !== 0; k += 1) x &= (sets[k] as Uint32Array)[w] as number;
    out[w] = x;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/**
 * `out` = `within` ∩ the slots a test passes, over the first `words` words; returns how many. `word(at)` tests
 * the 32 slots from `at` at once (bit b: slot at + b) for the words below `full`, `test` one slot past them.
 */
function byWord(
  word: (at: number) => number,
  test: (slot: number) => boolean,
  full: number,
  within: Uint32Array,
  words: number,
  out: Uint32Array,
): number {
  let n = 0;
  for (let w = 0; w < full; w += 1) {
    const m = within[w] as number;
    const x = m === 0 ? 0 : word(w << 5) & m;
    out[w] = x;
    if (x !== 0) n += bitCount(x);
  }
  return n + testIn(test, within, words, out, full);
}

/**
 * `out` = `within` ∩ the slots whose code in `column` is `accepted` (1): the 32 slots of a word tested
 * branch-free, past the column's end one by one.
 */
export function codesIn(
  column: Int32Array,
  accepted: Uint8Array,
  within: Uint32Array,
  words: number,
  out: Uint32Array,
): number {
  const word = (at: number) => {
    let x = 0;
    for (let b = 0; b < 32; b += 1) x |= (accepted[column[at + b] as number] as number) << b;
    return x;
  };
  const test = (slot: number) => accepted[column[slot] as number] === 1;
  return byWord(word, test, Math.min(words, column.length >>> 5), within, words, out);
}

/** `out` = `within` ∩ the slots whose value in `column` lies in [low, high] (in single precision: `single`). */
export function rangeIn(
  column: Int32Array | Float64Array,
  low: number,
  high: number,
  single: boolean,
  within: Uint32Array,
  words: number,
  out: Uint32Array,
): number {
  const test = (slot: number) => {
    const raw = column[slot] as number;
    const v = single ? Math.fround(raw) : raw;
    return v >= low && v <= high;
  };
  const word = (at: number) => {
    let x = 0;
    for (let b = 0; b < 32; b += 1) x |= (test(at + b) ? 1 : 0) << b;
    return x;
  };
  return byWord(word, test, Math.min(words, column.length >>> 5), within, words, out);
}

/** `out` = `within` ∩ the slots passing `test`, from word `from` on; returns how many. */
export function testIn(
  test: (slot: number) => boolean,
  within: Uint32Array,
  words: number,
  out: Uint32Array,
  from = 0,
): number {
  let n = 0;
  for (let w = from; w < words; w += 1) {
    let rest = within[w] as number;
    let x = 0;
    while (rest !== 0) {
      const low = rest & -rest;
      if (test((w << 5) | (31 - Math.clz32(low)))) x |= low;
      rest ^= low;
    }
    out[w] = x;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/** `out` = `a` ∩ `b` over the first `words` words; returns its size. */
export function and(a: Uint32Array, b: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    const x = (a[w] as number) & (b[w] as number);
    out[w] = x;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/** `out` = every slot below `end`. */
export function allBelow(end: number, out: Uint32Array) {
  const full = end >>> 5;
  out.fill(0xffffffff, 0, full);
  if (end & 31) out[full] = (1 << (end & 31)) - 1;
}

/** Sets (`on`) or clears the bits of the slots `a[from..to)`. */
export function markSlots(bits: Uint32Array, a: Int32Array, from: number, to: number, on: boolean) {
  for (let k = from; k < to; k += 1) {
    const slot = a[k] as number;
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    bits[w] = (on ? (bits[w] as number) | bit : (bits[w] as number) & ~bit) >>> 0;
  }
}
