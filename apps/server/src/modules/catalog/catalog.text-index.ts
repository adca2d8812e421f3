/**
 * Full-text matching and ranking in memory (docs/decisions/016), over the `search_vec` tsvectors PostgreSQL
 * computes (migration 0021: stemming, unaccent and weights stay the database's): an inverted index from
 * lexeme to product slots, and per product its lexemes with positions and weights, packed 16 bits a
 * position as PostgreSQL packs them. `@@` (and, or, not, phrase, prefix) is evaluated to a bitmap of slots,
 * and `rank` follows PostgreSQL's ts_rank (tsrank.c, default weights, no normalisation) in single precision.
 */
import { parseTsquery, type TsNode } from './catalog.tsquery';

const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), 1]; // D, C, B, A
const MAXENTRYPOS = 1 << 14;
const f32 = Math.fround;

/** tsvector text (`'oak':1A,5 'teak':2B`) → [lexeme, packed positions (pos << 2 | weight)][]. */
export function parseTsvector(text: string): [string, number[]][] {
  const out: [string, number[]][] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (text[i] === ' ') i += 1;
    if (i >= n || text[i] !== "'") break;
    i += 1;
    let lexeme = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) return out;
      if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
          continue;
        }
        i += 1;
        break;
      }
      if (c === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      lexeme += c;
      i += 1;
    }
    const positions: number[] = [];
    if (text[i] === ':') {
      i += 1;
      for (;;) {
        let pos = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          pos = pos * 10 + text.charCodeAt(i) - 48;
          i += 1;
        }
        const w = text[i];
        let weight = 0;
        if (w === 'A') weight = 3;
        else if (w === 'B') weight = 2;
        else if (w === 'C') weight = 1;
        if (w === 'A' || w === 'B' || w === 'C' || w === 'D') i += 1;
        positions.push((Math.min(pos, MAXENTRYPOS - 1) << 2) | weight);
        if (text[i] !== ',') break;
        i += 1;
      }
    }
    out.push([lexeme, positions]);
  }
  return out;
}

/**
 * A product's lexemes as the index stores them, in one shared Uint16Array: [count, then per lexeme (in
 * tsvector order) its id as two halves, its number of positions, the positions]. ~250 bytes a product.
 */
type Entry = { id: number; pos: Uint16Array };

/** A match bitmap (one byte a slot) and, when the text index made it, the list of its set slots. */
export type MatchBits = Uint8Array & { slots?: Int32Array };
/** A set of slots without repeats, read only. */
type Slots = readonly number[] | Int32Array;

/** PostgreSQL's tsCompareString without prefix: bytes, then length (for ASCII, code units). */
const compareLexemes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class TextIndex {
  private readonly dict = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings: number[][] = [];
  private sortedWords: string[] | undefined;
  private pool = new Uint16Array(1 << 16);
  private used = 0;
  private garbage = 0;
  /** Start of each slot's document in the pool, -1 for none; its text's hash. */
  private start = new Int32Array(0);
  private hashes = new Int32Array(0);
  capacity = 0;

  private grow(slot: number) {
    if (slot < this.start.length) return;
    let next = Math.max(1024, this.start.length);
    while (next <= slot) next *= 2;
    const start = new Int32Array(next).fill(-1);
    start.set(this.start);
    const hashes = new Int32Array(next);
    hashes.set(this.hashes);
    this.start = start;
    this.hashes = hashes;
  }

  /** The lexemes of a slot's document. */
  private entries(slot: number): Entry[] {
    const at = this.start[slot] ?? -1;
    if (at < 0) return [];
    const pool = this.pool;
    const out: Entry[] = [];
    let i = at + 1;
    for (let k = 0; k < (pool[at] as number); k += 1) {
      const id = ((pool[i] as number) << 16) | (pool[i + 1] as number);
      const n = pool[i + 2] as number;
      out.push({ id, pos: pool.subarray(i + 3, i + 3 + n) });
      i += 3 + n;
    }
    return out;
  }

  private docLength(at: number): number {
    let i = at + 1;
    for (let k = 0; k < (this.pool[at] as number); k += 1) i += 3 + (this.pool[i + 2] as number);
    return i - at;
  }

  private append(values: number[]): number {
    if (this.used + values.length > this.pool.length) {
      // keep only live documents; grow when they fill more than half
      const live = this.used - this.garbage;
      let size = this.pool.length;
      while (live + values.length > size * 0.75) size = Math.ceil(size * 1.5);
      const next = new Uint16Array(size);
      let used = 0;
      for (let slot = 0; slot < this.start.length; slot += 1) {
        const at = this.start[slot] as number;
        if (at < 0) continue;
        const len = this.docLength(at);
        next.set(this.pool.subarray(at, at + len), used);
        this.start[slot] = used;
        used += len;
      }
      this.pool = next;
      this.used = used;
      this.garbage = 0;
    }
    const at = this.used;
    this.pool.set(values, at);
    this.used += values.length;
    return at;
  }

  private lexId(word: string): number {
    let id = this.dict.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.dict.set(word, id);
      this.words.push(word);
      this.postings.push([]);
      this.sortedWords = undefined;
    }
    return id;
  }

  /** Sets (or clears, with undefined) the tsvector text of a slot. Unchanged text costs one hash. */
  set(slot: number, text: string | undefined) {
    this.grow(slot);
    if (slot >= this.capacity) this.capacity = slot + 1;
    const hash = text === undefined ? 0 : hashText(text);
    const at = this.start[slot] as number;
    if (text !== undefined && at >= 0 && this.hashes[slot] === hash) return;
    this.forgetUnions();
    if (at >= 0) {
      for (const { id } of this.entries(slot)) {
        const list = this.postings[id] as number[];
        const i = list.lastIndexOf(slot);
        if (i >= 0) {
          list[i] = list[list.length - 1] as number;
          list.pop();
        }
      }
      this.garbage += this.docLength(at);
      this.start[slot] = -1;
    }
    if (text === undefined) return;
    const lexemes = parseTsvector(text);
    const values = [lexemes.length];
    for (const [word, positions] of lexemes) {
      const id = this.lexId(word);
      values.push(id >>> 16, id & 0xffff, positions.length, ...positions);
      (this.postings[id] as number[]).push(slot);
    }
    this.start[slot] = this.append(values);
    this.hashes[slot] = hash;
  }

  private readonly idSets = new WeakMap<object, Set<number>>();
  /** operandIds as a set, kept with the query node (or rank item) for the query's lifetime. */
  private idSet(node: { word: string; prefix: boolean }): Set<number> {
    let ids = this.idSets.get(node);
    if (!ids) {
      ids = new Set(this.operandIds(node));
      this.idSets.set(node, ids);
    }
    return ids;
  }

  /** The positions (packed) of a slot's lexemes in `ids`, one Uint16Array view per matching lexeme. */
  private postingsOf(slot: number, ids: Set<number>): Uint16Array[] {
    const at = this.start[slot] ?? -1;
    const out: Uint16Array[] = [];
    if (at < 0 || ids.size === 0) return out;
    const pool = this.pool;
    let i = at + 1;
    for (let k = 0, n = pool[at] as number; k < n; k += 1) {
      const count = pool[i + 2] as number;
      if (ids.has(((pool[i] as number) << 16) | (pool[i + 1] as number))) {
        out.push(pool.subarray(i + 3, i + 3 + count));
      }
      i += 3 + count;
    }
    return out;
  }

  /** Lexeme ids a query operand names: the word itself, or every word it begins (prefix). */
  private operandIds(node: { word: string; prefix: boolean }): number[] {
    if (!node.prefix) {
      const id = this.dict.get(node.word);
      return id === undefined ? [] : [id];
    }
    this.sortedWords ??= [...this.words].sort(compareLexemes);
    const sorted = this.sortedWords;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < node.word) lo = mid + 1;
      else hi = mid;
    }
    const ids: number[] = [];
    for (let k = lo; k < sorted.length && (sorted[k] as string).startsWith(node.word); k += 1) {
      ids.push(this.dict.get(sorted[k] as string) as number);
    }
    return ids;
  }

  /**
   * Slots whose tsvector matches (`search_vec @@ query`), as a bitmap whose `slots` lists the set bits. The
   * query is evaluated over posting lists (sparse: a rare word costs its few products, not a pass over every
   * slot per operator), and the bitmap is made once at the end.
   */
  match(query: TsNode): MatchBits {
    const list = this.evaluate(query);
    const bits: MatchBits = new Uint8Array(this.capacity);
    const slots = new Int32Array(list.length);
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i] as number;
      bits[slot] = 1;
      slots[i] = slot;
    }
    bits.slots = slots;
    return bits;
  }

  // Scratch marks for set operations: a slot belongs to the current set when its mark equals the generation.
  private marks = new Int32Array(0);
  private generation = 0;
  private nextGeneration(): number {
    if (this.marks.length < this.capacity) {
      this.marks = new Int32Array(Math.max(this.capacity, 1024));
      this.generation = 0;
    }
    if (this.generation >= 0x7ffffff0) {
      this.marks.fill(0);
      this.generation = 0;
    }
    this.generation += 1;
    return this.generation;
  }

  /** Distinct slots of several lists (each list itself without repeats). */
  private union(lists: readonly Slots[]): Slots {
    if (lists.length === 1) return lists[0] as Slots;
    const g = this.nextGeneration();
    const marks = this.marks;
    const out: number[] = [];
    for (const list of lists) {
      for (const slot of list) {
        if (marks[slot] === g) continue;
        marks[slot] = g;
        out.push(slot);
      }
    }
    return out;
  }

  // The slots of a set of lexemes (a word with its synonyms, corrections and stems): queries share them
  // ("oak" alone, "oak table", "oak chair" ...), so unions are kept until a document's text changes, bounded
  // by their total length.
  private unions = new Map<string, Int32Array>();
  private unionsLength = 0;
  private static readonly UNIONS_MAX_LENGTH = 4_000_000;

  private wordsUnion(ids: Set<number>): readonly number[] | Int32Array {
    if (ids.size === 1) {
      const [id] = ids;
      return this.postings[id as number] as number[];
    }
    const key = [...ids].sort((a, b) => a - b).join(',');
    const kept = this.unions.get(key);
    if (kept) return kept;
    const out = Int32Array.from(this.union([...ids].map((id) => this.postings[id] as number[])));
    if (this.unionsLength + out.length > TextIndex.UNIONS_MAX_LENGTH) this.forgetUnions();
    this.unions.set(key, out);
    this.unionsLength += out.length;
    return out;
  }

  private forgetUnions() {
    if (this.unions.size === 0) return;
    this.unions = new Map();
    this.unionsLength = 0;
  }

  /** Slots in every list. */
  private intersect(lists: Slots[]): Slots {
    if (lists.length === 0) return [];
    const sorted = [...lists].sort((a, b) => a.length - b.length);
    let out: Slots = sorted[0] as Slots;
    for (let k = 1; k < sorted.length && out.length > 0; k += 1) {
      const g = this.nextGeneration();
      const marks = this.marks;
      for (const slot of sorted[k] as Slots) marks[slot] = g;
      out = Array.prototype.filter.call(out, (slot: number) => marks[slot] === g) as number[];
    }
    return out;
  }

  /** The matching slots of a node, without repeats (read only: may be a posting list itself). */
  private evaluate(node: TsNode): Slots {
    switch (node.op) {
      case 'word':
        return this.wordsUnion(this.idSet(node));
      case 'or': {
        // words first; a phrase then checks positions only where no other alternative matched yet
        const ids = new Set<number>();
        for (const child of node.args) if (child.op === 'word') for (const id of this.idSet(child)) ids.add(id);
        const words = this.wordsUnion(ids);
        const parts: Slots[] = [words];
        for (const child of node.args) {
          if (child.op === 'word') continue;
          if (child.op !== 'phrase') {
            parts.push(this.evaluate(child));
            continue;
          }
          const candidates = this.intersect([this.evaluate(child.left), this.evaluate(child.right)]);
          const g = this.nextGeneration();
          const marks = this.marks;
          for (const slot of words) marks[slot] = g;
          parts.push(
            Array.prototype.filter.call(
              candidates,
              (slot: number) => marks[slot] !== g && (this.positions(child, slot)?.length ?? 0) > 0,
            ) as number[],
          );
        }
        return this.union(parts);
      }
      case 'and':
        return this.intersect(node.args.map((child) => this.evaluate(child)));
      case 'not': {
        const inside = this.evaluate(node.arg);
        const g = this.nextGeneration();
        const marks = this.marks;
        for (const slot of inside) marks[slot] = g;
        const out: number[] = [];
        for (let slot = 0; slot < this.capacity; slot += 1) {
          if ((this.start[slot] ?? -1) >= 0 && marks[slot] !== g) out.push(slot);
        }
        return out;
      }
      case 'phrase':
        return Array.prototype.filter.call(
          this.intersect([this.evaluate(node.left), this.evaluate(node.right)]),
          (slot: number) => (this.positions(node, slot)?.length ?? 0) > 0,
        ) as number[];
    }
  }

  /** Positions in a slot's document where `node` matches (a phrase's are those of its right end). */
  private positions(node: TsNode, slot: number): number[] | undefined {
    if ((this.start[slot] ?? -1) < 0) return undefined;
    switch (node.op) {
      case 'word': {
        const out: number[] = [];
        for (const pos of this.postingsOf(slot, this.idSet(node))) for (const p of pos) out.push(p >> 2);
        return out;
      }
      case 'or':
      case 'and': {
        const parts = node.args.map((a) => this.positions(a, slot) ?? []);
        if (node.op === 'and' && parts.some((p) => p.length === 0)) return [];
        return [...new Set(parts.flat())].sort((a, b) => a - b);
      }
      case 'not':
        return [];
      case 'phrase': {
        const left = new Set(this.positions(node.left, slot) ?? []);
        return (this.positions(node.right, slot) ?? []).filter((p) => left.has(p - node.distance));
      }
    }
  }

  /** ts_rank(search_vec, query) of one slot, as PostgreSQL computes it (float4). */
  rank(query: TsNode, items: readonly { word: string; prefix: boolean }[], slot: number): number {
    if ((this.start[slot] ?? -1) < 0 || items.length === 0) return 0;
    const entries = (item: { word: string; prefix: boolean }) => this.postingsOf(slot, this.idSet(item));
    let res: number;
    if ((query.op === 'and' || query.op === 'phrase') && items.length >= 2) {
      res = -1;
      const pos: (Uint16Array | undefined)[] = [];
      items.forEach((item, i) => {
        for (const post of entries(item)) {
          pos[i] = post;
          for (let k = 0; k < i; k += 1) {
            const ct = pos[k];
            if (!ct) continue;
            for (const l of post) {
              for (const p of ct) {
                // every lexeme has positions here, so a distance of 0 never counts (tsrank.c)
                const dist = Math.abs((l >> 2) - (p >> 2));
                if (dist === 0) continue;
                const w = f32(f32((WEIGHTS[l & 3] as number) * (WEIGHTS[p & 3] as number)) * wordDistance(dist));
                const curw = f32(Math.sqrt(w));
                res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
              }
            }
          }
        }
      });
    } else {
      res = 0;
      for (const item of items) {
        for (const post of entries(item)) {
          let resj = 0;
          let wjm = -1;
          let jm = 0;
          post.forEach((p, j) => {
            const w = WEIGHTS[p & 3] as number;
            resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
            if (w > wjm) {
              wjm = w;
              jm = j;
            }
          });
          res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
        }
      }
      res = f32(res / items.length);
    }
    return res < 0 ? f32(1e-20) : res;
  }
}

function wordDistance(w: number): number {
  if (w > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2)));
}

/** FNV-1a over the text, to skip re-indexing a product whose text did not change. */
function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 1; // never 0
}

/**
 * The query's operands, sorted and de-duplicated as ts_rank does (by word only; of 'lam' and 'lam':* the
 * database's sort happens to keep the prefix, checked by catalog.text-index.test.ts).
 */
export function rankItems(query: TsNode): { word: string; prefix: boolean }[] {
  const all: { word: string; prefix: boolean }[] = [];
  const walk = (n: TsNode) => {
    if (n.op === 'word') all.push({ word: n.word, prefix: n.prefix });
    else if (n.op === 'not') walk(n.arg);
    else if (n.op === 'phrase') {
      walk(n.left);
      walk(n.right);
    } else n.args.forEach(walk);
  };
  walk(query);
  all.sort((a, b) => compareLexemes(a.word, b.word) || Number(b.prefix) - Number(a.prefix));
  return all.filter((item, i) => i === 0 || (all[i - 1] as { word: string }).word !== item.word);
}

export { parseTsquery };
