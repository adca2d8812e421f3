/**
 * ts_rank(search_vec, query) in memory, as PostgreSQL's tsrank.c computes it (default weights, no
 * normalisation) in single precision; catalog.text-index.test.ts checks it float for float. A `Ranker` is
 * made once per query: it knows which query operand each lexeme id belongs to, so ranking a candidate is one
 * pass over its document.
 */
import { DocCursor, type DocPool } from './catalog.text-store';
import type { TsNode } from './catalog.tsquery';

const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), 1]; // D, C, B, A
const f32 = Math.fround;

function wordDistance(w: number): number {
  if (w > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2)));
}

/**
 * calc_rank_and's term for two positions, by their weights (4 x 4) and distance (1–100, and 101 for any
 * farther): sqrt(w(a) * w(b) * wordDistance(dist)) in float4, computed once instead of per pair.
 */
const PAIR_TERMS = (() => {
  const table = new Float64Array(16 * 102);
  for (let a = 0; a < 4; a += 1) {
    for (let b = 0; b < 4; b += 1) {
      for (let dist = 1; dist <= 101; dist += 1) {
        const w = f32(f32((WEIGHTS[a] as number) * (WEIGHTS[b] as number)) * wordDistance(dist));
        table[(a * 4 + b) * 102 + dist] = f32(Math.sqrt(w));
      }
    }
  }
  return table;
})();

export type RankItem = { word: string; prefix: boolean };

export class Ranker {
  /** Lexeme id → the query operands (items) it belongs to. */
  private readonly itemsOf = new Map<number, number[]>();
  private readonly pairwise: boolean;
  private readonly count: number;
  private readonly cursor: DocCursor;
  // one candidate's matching lexemes: their positions (packed pos << 2 | weight), and per (item, lexeme) entry
  // in document order its item, first position and number of positions
  private positions = new Int32Array(256);
  private entryItem: number[] = [];
  private entryStart: number[] = [];
  private entryLength: number[] = [];
  private lastStart: Int32Array;
  private lastLength: Int32Array;

  constructor(query: TsNode, items: readonly RankItem[], idsOf: (item: RankItem) => Int32Array, docs: DocPool) {
    this.cursor = new DocCursor(docs);
    items.forEach((item, i) => {
      for (const id of idsOf(item)) {
        const list = this.itemsOf.get(id);
        if (list) list.push(i);
        else this.itemsOf.set(id, [i]);
      }
    });
    this.pairwise = (query.op === 'and' || query.op === 'phrase') && items.length >= 2;
    this.count = items.length;
    this.lastStart = new Int32Array(items.length);
    this.lastLength = new Int32Array(items.length);
  }

  rank(slot: number): number {
    const c = this.cursor;
    const lexemes = c.open(slot);
    if (lexemes === 0 || this.count === 0) return 0;
    let entries = 0;
    let used = 0;
    for (let k = lexemes; k > 0; k -= 1) {
      const items = this.itemsOf.get(c.lexeme());
      if (!items) {
        c.skip();
        continue;
      }
      const start = used;
      if (used + c.count > this.positions.length) {
        const grown = new Int32Array(Math.max(used + c.count, used * 2));
        grown.set(this.positions);
        this.positions = grown;
      }
      for (let j = c.count; j > 0; j -= 1) this.positions[used++] = c.position();
      for (const item of items) {
        this.entryItem[entries] = item;
        this.entryStart[entries] = start;
        this.entryLength[entries] = used - start;
        entries += 1;
      }
    }
    const res = this.pairwise ? this.pairs(entries) : this.sum(entries);
    return res < 0 ? f32(1e-20) : res;
  }

  /** calc_rank_and: every pair of positions of different operands, weighted by their distance. */
  private pairs(entries: number): number {
    const pos = this.positions;
    const lastStart = this.lastStart.fill(-1);
    const lastLength = this.lastLength;
    let res = -1;
    for (let i = 0; i < this.count; i += 1) {
      for (let e = 0; e < entries; e += 1) {
        if (this.entryItem[e] !== i) continue;
        const start = this.entryStart[e] as number;
        const end = start + (this.entryLength[e] as number);
        lastStart[i] = start;
        lastLength[i] = end - start;
        for (let k = 0; k < i; k += 1) {
          const ctStart = lastStart[k] as number;
          if (ctStart < 0) continue;
          const ctEnd = ctStart + (lastLength[k] as number);
          for (let a = start; a < end; a += 1) {
            const l = pos[a] as number;
            for (let b = ctStart; b < ctEnd; b += 1) {
              const p = pos[b] as number;
              // every lexeme has positions here, so a distance of 0 never counts (tsrank.c)
              const dist = Math.abs((l >> 2) - (p >> 2));
              if (dist === 0) continue;
              const curw = PAIR_TERMS[((l & 3) * 4 + (p & 3)) * 102 + (dist > 100 ? 101 : dist)] as number;
              res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
    return res;
  }

  /** calc_rank_or: per operand and lexeme, its positions' weights by harmonic decay. */
  private sum(entries: number): number {
    const pos = this.positions;
    let res = 0;
    for (let i = 0; i < this.count; i += 1) {
      for (let e = 0; e < entries; e += 1) {
        if (this.entryItem[e] !== i) continue;
        const start = this.entryStart[e] as number;
        const n = this.entryLength[e] as number;
        let resj = 0;
        let wjm = -1;
        let jm = 0;
        for (let j = 0; j < n; j += 1) {
          const w = WEIGHTS[(pos[start + j] as number) & 3] as number;
          resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
          if (w > wjm) {
            wjm = w;
            jm = j;
          }
        }
        res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
      }
    }
    return f32(res / this.count);
  }
}

/** PostgreSQL's tsCompareString without prefix: bytes, then length (for ASCII, code units). */
export const compareLexemes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The query's operands, sorted and de-duplicated as ts_rank does (by word only; of 'lam' and 'lam':* the
 * database's sort happens to keep the prefix, checked by catalog.text-index.test.ts).
 */
export function rankItems(query: TsNode): RankItem[] {
  const all: RankItem[] = [];
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
  return all.filter((item, i) => i === 0 || (all[i - 1] as RankItem).word !== item.word);
}
