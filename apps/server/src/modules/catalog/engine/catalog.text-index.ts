/**
 * Full-text matching in memory (docs/decisions/016, 019), over the `search_vec` tsvectors PostgreSQL computes
 * (migration 0021: stemming, unaccent and weights stay the database's): per lexeme the slots that contain it,
 * and per slot its lexemes with positions and weights (catalog.text-store.ts). `@@` (and, or, not, phrase,
 * prefix) is evaluated over bitsets of slots, 32 slots a word: a word's group (its synonyms, corrections and
 * stems) is kept until a document changes, so a query of known words costs a few bitset ANDs.
 * Ranking (ts_rank) is in catalog.text-rank.ts.
 */
import { hashText, hasId, parseTsvector } from './catalog.text-parse';
import { Postings } from './catalog.text-postings';
import { DocPool, DocCursor, type ParsedDoc } from './catalog.text-store';
import { compareLexemes, Ranker, rankItems, type RankItem } from './catalog.text-rank';
import { parseTsquery, type TsNode } from './catalog.tsquery';

/**
 * A match: one byte a slot, and the list of the set slots (ascending). The text index reuses both for its
 * next match: a caller reads them before it asks for another (every caller walks them synchronously).
 */
export type MatchBits = Uint8Array & { slots?: Int32Array };

/** A word operand's lexeme ids (ascending), valid for one vocabulary version. */
type Operand = { version: number; ids: Int32Array };

/** How many group bitsets are kept (each one bit a slot). */
const GROUPS_KEPT = 256;

export class TextIndex {
  private readonly dict = new Map<string, number>();
  private readonly words: string[] = [];
  /** Lexeme ids ordered by word, for prefix operands; kept sorted as words arrive. */
  private sorted = new Int32Array(1024);
  readonly docs = new DocPool();
  private readonly postings = new Postings();
  /** Postings are built in one pass after a full load (`finishLoad`), then kept up to date. */
  private postingsBuilt = false;
  /** Its text's hash per slot, to skip an unchanged text. */
  private hashes = new Int32Array(0);
  /** Slots with a document, as a bitset. */
  private live = new Uint32Array(0);
  capacity = 0;
  /** Bumped when any document changes (group bitsets are dropped) and when a word is added. */
  private textVersion = 0;
  private vocabVersion = 0;
  private readonly cursor = new DocCursor(this.docs);

  private grow(slot: number) {
    if (slot >= this.capacity) this.capacity = slot + 1;
    this.docs.grow(slot + 1);
    if (slot >= this.hashes.length) {
      const hashes = new Int32Array(this.docs.start.length);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    const words = (this.capacity + 31) >>> 5;
    if (words > this.live.length) {
      const live = new Uint32Array(Math.max(32, words * 2));
      live.set(this.live);
      this.live = live;
      // bitsets are as long as `live`: every kept one is now too short
      this.groups.clear();
      this.spare.length = 0;
    }
  }

  private lexId(word: string): number {
    let id = this.dict.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.dict.set(word, id);
      this.words.push(word);
      this.vocabVersion += 1;
      if (this.sorted.length <= id) {
        const grown = new Int32Array(this.sorted.length * 2);
        grown.set(this.sorted);
        this.sorted = grown;
      }
      const at = this.lowerBound(word, id);
      this.sorted.copyWithin(at + 1, at, id);
      this.sorted[at] = id;
    }
    return id;
  }

  /** The first position in `sorted` (of its first `n`) whose word is not below `word`. */
  private lowerBound(word: string, n = this.words.length): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareLexemes(this.words[this.sorted[mid] as number] as string, word) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Sets (or clears, with undefined) the tsvector text of a slot. Unchanged text costs one hash. */
  set(slot: number, text: string | undefined) {
    this.grow(slot);
    const hash = text === undefined ? 0 : hashText(text);
    const had = this.docs.has(slot);
    if (text !== undefined && had && this.hashes[slot] === hash) return;
    if (!had && text === undefined) return;
    this.textVersion += 1;
    this.groups.clear();
    const before = had && this.postingsBuilt ? this.docs.ids(slot) : [];
    this.docs.free(slot);
    this.live[slot >>> 5] = (this.live[slot >>> 5] as number) & ~(1 << (slot & 31));
    const doc: ParsedDoc = { ids: [], positions: [] };
    if (text !== undefined) {
      for (const [word, positions] of parseTsvector(text)) {
        doc.ids.push(this.lexId(word));
        doc.positions.push(positions);
      }
      this.docs.write(slot, doc);
      this.hashes[slot] = hash;
      this.live[slot >>> 5] = (this.live[slot >>> 5] as number) | (1 << (slot & 31));
    }
    if (!this.postingsBuilt) return;
    const now = new Set(doc.ids);
    const was = new Set(before);
    for (const id of before) if (!now.has(id)) this.postings.remove(id, slot);
    for (const id of doc.ids) if (!was.has(id)) this.postings.add(id, slot);
  }

  /** After a full load: builds the postings in one pass and trims the pool. */
  finishLoad() {
    this.docs.trim();
    this.buildPostings();
  }

  private buildPostings() {
    const ids = this.words.length;
    const counts = new Int32Array(ids);
    const slots = this.docs.start.length;
    for (let slot = 0; slot < slots; slot += 1)
      for (const id of this.docs.ids(slot)) counts[id] = (counts[id] as number) + 1;
    this.postings.build(counts, ids, (add) => {
      for (let slot = 0; slot < slots; slot += 1) for (const id of this.docs.ids(slot)) add(id, slot);
    });
    this.postingsBuilt = true;
  }

  // ---- operands ----------------------------------------------------------------------------------------

  private readonly operands = new WeakMap<object, Operand>();

  /** Lexeme ids a query operand names: the word itself, or every word it begins (prefix). Kept per node. */
  private operandIds(node: { word: string; prefix: boolean }): Int32Array {
    const kept = this.operands.get(node);
    if (kept && kept.version === this.vocabVersion) return kept.ids;
    const ids = this.lexemeIds(node);
    this.operands.set(node, { version: this.vocabVersion, ids });
    return ids;
  }

  /** Lexeme ids of a word, or of every word it begins (prefix), ascending. */
  lexemeIds(node: { word: string; prefix: boolean }): Int32Array {
    let ids: Int32Array;
    if (!node.prefix) {
      const id = this.dict.get(node.word);
      ids = id === undefined ? new Int32Array(0) : Int32Array.of(id);
    } else {
      const out: number[] = [];
      for (let k = this.lowerBound(node.word); k < this.words.length; k += 1) {
        const id = this.sorted[k] as number;
        if (!(this.words[id] as string).startsWith(node.word)) break;
        out.push(id);
      }
      ids = Int32Array.from(out).sort();
    }
    return ids;
  }

  /** The ids of an or-node's word children, without repeats ('oak' | 'oak' | 'oak'). */
  private wordChildrenIds(node: { args: TsNode[] }): Int32Array {
    const kept = this.operands.get(node);
    if (kept && kept.version === this.vocabVersion) return kept.ids;
    const set = new Set<number>();
    for (const child of node.args) if (child.op === 'word') for (const id of this.operandIds(child)) set.add(id);
    const ids = Int32Array.from(set).sort();
    this.operands.set(node, { version: this.vocabVersion, ids });
    return ids;
  }

  // ---- bitsets ----------------------------------------------------------------------------------------

  /** Bitsets no longer in use, reused (a search allocates nothing proportional to the catalogue). */
  private readonly spare: Uint32Array[] = [];
  private take(): Uint32Array {
    const bits = this.spare.pop();
    if (bits && bits.length === this.live.length) return bits.fill(0);
    return new Uint32Array(this.live.length);
  }
  private give(bits: Uint32Array) {
    if (bits.length === this.live.length && this.spare.length < 16) this.spare.push(bits);
  }

  private orPostings(bits: Uint32Array, ids: Int32Array) {
    if (!this.postingsBuilt) this.buildPostings();
    const { data, start, length } = this.postings;
    for (const id of ids) {
      for (let k = start[id] as number, end = k + (length[id] as number); k < end; k += 1) {
        const slot = data[k] as number;
        bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
      }
    }
  }

  /** Word groups (the children of the query's AND) evaluated before, in use order (a Map keeps it). */
  private readonly groups = new Map<TsNode, Uint32Array>();

  private evaluateGroup(node: TsNode): Uint32Array {
    const kept = this.groups.get(node);
    if (kept) {
      this.groups.delete(node);
      this.groups.set(node, kept);
      const bits = this.take();
      bits.set(kept);
      return bits;
    }
    const bits = this.evaluate(node);
    if (this.groups.size >= GROUPS_KEPT) {
      const [oldest] = this.groups.keys();
      this.groups.delete(oldest as TsNode);
    }
    this.groups.set(node, bits.slice());
    return bits;
  }

  /** The slots matching a node, as a bitset the caller owns (and gives back). */
  private evaluate(node: TsNode): Uint32Array {
    switch (node.op) {
      case 'word': {
        const bits = this.take();
        this.orPostings(bits, this.operandIds(node));
        return bits;
      }
      case 'or': {
        const bits = this.take();
        this.orPostings(bits, this.wordChildrenIds(node));
        for (const child of node.args) {
          if (child.op === 'word') continue;
          if (child.op === 'phrase') this.addPhrase(bits, child);
          else {
            const other = this.evaluate(child);
            for (let w = 0; w < bits.length; w += 1) bits[w] = (bits[w] as number) | (other[w] as number);
            this.give(other);
          }
        }
        return bits;
      }
      case 'and': {
        const parts = node.args.map((child) => this.evaluate(child));
        const bits = parts[0] as Uint32Array;
        for (const other of parts.slice(1)) {
          for (let w = 0; w < bits.length; w += 1) bits[w] = (bits[w] as number) & (other[w] as number);
          this.give(other);
        }
        return bits;
      }
      case 'not': {
        const bits = this.evaluate(node.arg);
        const live = this.live;
        for (let w = 0; w < bits.length; w += 1) bits[w] = (live[w] as number) & ~(bits[w] as number);
        return bits;
      }
      case 'phrase': {
        const bits = this.take();
        this.addPhrase(bits, node);
        return bits;
      }
    }
  }

  /** Sets the slots (not yet set) where the phrase matches: both ends present, then positions checked. */
  private addPhrase(bits: Uint32Array, node: TsNode & { op: 'phrase' }) {
    const left = this.evaluate(node.left);
    const right = this.evaluate(node.right);
    for (let w = 0; w < bits.length; w += 1) {
      let candidates = (left[w] as number) & (right[w] as number) & ~(bits[w] as number);
      while (candidates !== 0) {
        const low = candidates & -candidates;
        const slot = (w << 5) | (31 - Math.clz32(low));
        if (this.positions(node, slot).length > 0) bits[w] = (bits[w] as number) | low;
        candidates ^= low;
      }
    }
    this.give(left);
    this.give(right);
  }

  /** The positions (without weights) of a slot's lexemes in `ids`, in document order. */
  private operandPositions(slot: number, ids: Int32Array): number[] {
    const out: number[] = [];
    if (ids.length === 0) return out;
    const c = this.cursor;
    for (let k = c.open(slot); k > 0; k -= 1) {
      if (!hasId(ids, c.lexeme())) c.skip();
      else for (let j = c.count; j > 0; j -= 1) out.push(c.position() >> 2);
    }
    return out;
  }

  /** Positions in a slot's document where `node` matches (a phrase's are those of its right end). */
  private positions(node: TsNode, slot: number): number[] {
    switch (node.op) {
      case 'word':
        return this.operandPositions(slot, this.operandIds(node));
      case 'or':
      case 'and': {
        const parts = node.args.map((a) => this.positions(a, slot));
        if (node.op === 'and' && parts.some((p) => p.length === 0)) return [];
        return [...new Set(parts.flat())].sort((a, b) => a - b);
      }
      case 'not':
        return [];
      case 'phrase': {
        const right = this.positions(node.right, slot);
        if (right.length === 0) return right;
        const left = this.positions(node.left, slot);
        return right.filter((p) => left.includes(p - node.distance));
      }
    }
  }

  // ---- matches ----------------------------------------------------------------------------------------

  private matchBytes: MatchBits = new Uint8Array(0);
  private matchSlots = new Int32Array(0);
  private matchCount = 0;

  /**
   * Slots whose tsvector matches (`search_vec @@ query`): one byte a slot and `slots`, the matching slots
   * ascending. Both are reused by the next call (see MatchBits).
   */
  match(query: TsNode): MatchBits {
    const bits =
      query.op === 'and'
        ? query.args
            .map((group) => this.evaluateGroup(group))
            .reduce((all, next) => {
              for (let w = 0; w < all.length; w += 1) all[w] = (all[w] as number) & (next[w] as number);
              this.give(next);
              return all;
            })
        : this.evaluateGroup(query);
    if (this.matchBytes.length < this.capacity) {
      this.matchBytes = new Uint8Array(this.live.length * 32);
      this.matchSlots = new Int32Array(this.live.length * 32);
      this.matchCount = 0;
    }
    const bytes = this.matchBytes;
    const slots = this.matchSlots;
    if (this.matchCount * 16 > bytes.length) bytes.fill(0);
    else for (let k = 0; k < this.matchCount; k += 1) bytes[slots[k] as number] = 0;
    let n = 0;
    for (let w = 0; w < bits.length; w += 1) {
      let word = bits[w] as number;
      while (word !== 0) {
        const low = word & -word;
        const slot = (w << 5) | (31 - Math.clz32(low));
        slots[n++] = slot;
        bytes[slot] = 1;
        word ^= low;
      }
    }
    this.give(bits);
    this.matchCount = n;
    bytes.slots = slots.subarray(0, n);
    return bytes;
  }

  // ---- ranking ----------------------------------------------------------------------------------------

  /** ts_rank(search_vec, query) for slots, as PostgreSQL computes it (float4); see catalog.text-rank.ts. */
  ranker(query: TsNode, items: readonly RankItem[] = rankItems(query)): Ranker {
    return new Ranker(query, items, (item) => this.lexemeIds(item), this.docs);
  }

  /** ts_rank of one slot (a ranker for many). */
  rank(query: TsNode, items: readonly RankItem[], slot: number): number {
    return this.ranker(query, items).rank(slot);
  }

  /** Bytes the index's typed arrays hold (documents, postings, bitsets), for the memory figures. */
  get byteLength(): number {
    return (
      this.docs.byteLength +
      this.postings.byteLength +
      this.hashes.byteLength +
      this.sorted.byteLength +
      this.live.byteLength * (1 + this.groups.size + this.spare.length) +
      this.matchBytes.byteLength * 5
    );
  }
}

export { parseTsquery, parseTsvector, rankItems };
