/**
 * The text index's storage (docs/decisions/016, 019): no JavaScript object or array per product or per
 * lexeme, so a large catalogue costs a few typed arrays instead of an array per product the collector walks.
 *
 * - `DocPool`: every slot's lexemes with their positions, varint-encoded in one byte pool (a fraction of
 *   their size as 16-bit words): per document its number of
 *   lexemes, then per lexeme (tsvector order) `id << 3 | min(positions, 7)` (and `positions - 7` when
 *   there are 7 or more), then each position as `delta << 2 | weight` (positions ascend, as PostgreSQL
 *   keeps them). `DocCursor` reads them.
 * - `Postings`: per lexeme the slots that contain it, ascending, in one Int32Array arena.
 */

/** Reads varints from a byte array; `at` is the cursor. */
export class VarintReader {
  bytes: Uint8Array = new Uint8Array(0);
  at = 0;
  next(): number {
    const b = this.bytes;
    let byte = b[this.at++] as number;
    let value = byte & 0x7f;
    for (let shift = 7; byte & 0x80; shift += 7) {
      byte = b[this.at++] as number;
      value |= (byte & 0x7f) << shift;
    }
    return value >>> 0;
  }
}

/** Appends varints to a growable byte buffer (the scratch a document is encoded in). */
class VarintWriter {
  bytes: Uint8Array = new Uint8Array(1024);
  length = 0;
  private room(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (this.length + extra > size) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes);
    this.bytes = grown;
  }
  put(value: number) {
    this.room(5);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.bytes[this.length++] = v;
  }
}

/** One parsed document: lexeme ids in tsvector order, and per lexeme its packed positions (pos << 2 | weight). */
export type ParsedDoc = { ids: number[]; positions: number[][] };

export class DocPool {
  bytes: Uint8Array = new Uint8Array(1 << 16);
  private used = 0;
  private garbage = 0;
  /** Start of each slot's document in `bytes`, -1 for none; its byte length. */
  start = new Int32Array(0);
  private size = new Int32Array(0);
  private readonly writer = new VarintWriter();

  grow(slots: number) {
    if (slots <= this.start.length) return;
    let next = Math.max(1024, this.start.length);
    while (next < slots) next *= 2;
    const start = new Int32Array(next).fill(-1);
    start.set(this.start);
    const size = new Int32Array(next);
    size.set(this.size);
    this.start = start;
    this.size = size;
  }

  has(slot: number): boolean {
    return (this.start[slot] ?? -1) >= 0;
  }

  /** Stores a slot's document (replacing any). */
  write(slot: number, doc: ParsedDoc) {
    const w = this.writer;
    w.length = 0;
    w.put(doc.ids.length);
    doc.ids.forEach((id, k) => {
      let positions = doc.positions[k] as number[];
      if (positions.some((p, j) => j > 0 && p >> 2 < (positions[j - 1] as number) >> 2)) {
        positions = [...positions].sort((a, b) => a - b); // never for PostgreSQL's tsvectors
      }
      const n = positions.length;
      w.put(id * 8 + Math.min(n, 7));
      if (n >= 7) w.put(n - 7);
      let prev = 0;
      for (const p of positions) {
        w.put((((p >> 2) - prev) << 2) | (p & 3));
        prev = p >> 2;
      }
    });
    this.free(slot);
    const at = this.reserve(w.length);
    this.bytes.set(w.bytes.subarray(0, w.length), at);
    this.start[slot] = at;
    this.size[slot] = w.length;
  }

  /** Forgets a slot's document (its bytes become garbage, reclaimed when the pool next fills). */
  free(slot: number) {
    if ((this.start[slot] ?? -1) < 0) return;
    this.garbage += this.size[slot] as number;
    this.start[slot] = -1;
    this.size[slot] = 0;
  }

  private reserve(length: number): number {
    if (this.used + length > this.bytes.length) this.repack(length);
    const at = this.used;
    this.used += length;
    return at;
  }

  /** Copies the live documents into a pool with `room` bytes free beyond them (and some slack). */
  private repack(room: number) {
    const live = this.used - this.garbage;
    let size = Math.max(1 << 16, this.bytes.length);
    while (live + room > size * 0.75) size = Math.ceil(size * 1.5);
    while (size > 1 << 16 && live + room < size * 0.25) size = Math.ceil(size / 1.5);
    this.moveTo(new Uint8Array(size));
  }

  /** Shrinks the pool to its live documents plus an eighth (after a full load). */
  trim() {
    const live = this.used - this.garbage;
    this.moveTo(new Uint8Array(Math.max(1024, Math.ceil(live * 1.125))));
  }

  private moveTo(next: Uint8Array) {
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot += 1) {
      const at = this.start[slot] as number;
      if (at < 0) continue;
      const len = this.size[slot] as number;
      next.set(this.bytes.subarray(at, at + len), used);
      this.start[slot] = used;
      used += len;
    }
    this.bytes = next;
    this.used = used;
    this.garbage = 0;
  }

  private readonly cursor = new DocCursor(this);

  /** The lexeme ids of a slot's document, in tsvector order. */
  ids(slot: number): number[] {
    const out: number[] = [];
    const c = this.cursor;
    for (let k = c.open(slot); k > 0; k -= 1) {
      out.push(c.lexeme());
      c.skip();
    }
    return out;
  }

  /** Bytes held (live and garbage), for the memory figures. */
  get byteLength(): number {
    return this.bytes.length + this.start.byteLength + this.size.byteLength;
  }
}

/**
 * Reads one slot's document: `open(slot)` gives its number of lexemes; for each, `lexeme()` gives its id and
 * sets `count`, then either `skip()` or `position()` `count` times (packed pos << 2 | weight, ascending).
 */
export class DocCursor {
  private readonly r = new VarintReader();
  count = 0;
  private pos = 0;
  constructor(private readonly docs: DocPool) {}
  open(slot: number): number {
    const at = this.docs.start[slot] ?? -1;
    if (at < 0) return 0;
    this.r.bytes = this.docs.bytes;
    this.r.at = at;
    return this.r.next();
  }
  lexeme(): number {
    const head = this.r.next();
    this.count = head & 7;
    if (this.count === 7) this.count += this.r.next();
    this.pos = 0;
    return head >>> 3;
  }
  skip() {
    const r = this.r;
    const bytes = r.bytes;
    for (let k = this.count; k > 0; k -= 1) while ((bytes[r.at++] as number) & 0x80);
  }
  position(): number {
    const v = this.r.next();
    this.pos += v >>> 2;
    return (this.pos << 2) | (v & 3);
  }
}

/** Per lexeme id, the slots containing it, ascending, in one arena. */
export class Postings {
  data = new Int32Array(1 << 16);
  private used = 0;
  private garbage = 0;
  start = new Int32Array(1024);
  length = new Int32Array(1024);
  private room = new Int32Array(1024);
  /** Lexeme ids known (the arena's per-lexeme arrays cover them). */
  private count = 0;

  private ensure(id: number) {
    if (id < this.count) return;
    this.count = id + 1;
    if (id < this.start.length) return;
    let next = this.start.length;
    while (next <= id) next *= 2;
    for (const key of ['start', 'length', 'room'] as const) {
      const grown = new Int32Array(next);
      grown.set(this[key]);
      this[key] = grown;
    }
  }

  /**
   * Builds every list at once from per-lexeme counts and a walk over the documents in slot order (`each`
   * calls back with (id, slot) in ascending slots): exact sizes, no growth.
   */
  build(counts: Int32Array, ids: number, each: (add: (id: number, slot: number) => void) => void) {
    this.ensure(ids - 1);
    let total = 0;
    for (let id = 0; id < ids; id += 1) {
      this.start[id] = total;
      this.length[id] = 0;
      this.room[id] = counts[id] as number;
      total += counts[id] as number;
    }
    this.data = new Int32Array(Math.max(1024, total));
    this.used = total;
    this.garbage = 0;
    const data = this.data;
    const start = this.start;
    const length = this.length;
    each((id, slot) => {
      data[(start[id] as number) + (length[id] as number)] = slot;
      length[id] = (length[id] as number) + 1;
    });
  }

  /** Adds a slot to a lexeme's list (kept ascending; a list that is full moves to the arena's end). */
  add(id: number, slot: number) {
    this.ensure(id);
    let at = this.start[id] as number;
    const n = this.length[id] as number;
    if (n === this.room[id]) {
      const room = Math.max(4, n * 2);
      const next = this.reserve(room);
      at = this.start[id] as number; // reserve may have repacked the arena
      this.data.copyWithin(next, at, at + n);
      this.garbage += this.room[id];
      this.start[id] = next;
      this.room[id] = room;
      at = next;
    }
    const data = this.data;
    // binary search for the insertion point (appends are the common case)
    let lo = 0;
    let hi = n;
    if (n > 0 && (data[at + n - 1] as number) < slot) lo = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((data[at + mid] as number) < slot) lo = mid + 1;
      else hi = mid;
    }
    if (lo < n && data[at + lo] === slot) return;
    data.copyWithin(at + lo + 1, at + lo, at + n);
    data[at + lo] = slot;
    this.length[id] = n + 1;
  }

  remove(id: number, slot: number) {
    if (id >= this.count) return;
    const at = this.start[id] as number;
    const n = this.length[id] as number;
    const data = this.data;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((data[at + mid] as number) < slot) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= n || data[at + lo] !== slot) return;
    data.copyWithin(at + lo, at + lo + 1, at + n);
    this.length[id] = n - 1;
  }

  private reserve(room: number): number {
    if (this.used + room > this.data.length) {
      const live = this.used - this.garbage;
      let size = this.data.length;
      while (live + room > size * 0.75) size = Math.ceil(size * 1.5);
      const next = new Int32Array(size);
      let used = 0;
      for (let id = 0; id < this.count; id += 1) {
        const at = this.start[id] as number;
        next.set(this.data.subarray(at, at + (this.length[id] as number)), used);
        this.start[id] = used;
        used += this.room[id] as number;
      }
      this.data = next;
      this.used = used;
      this.garbage = 0;
    }
    const at = this.used;
    this.used += room;
    return at;
  }

  get byteLength(): number {
    return this.data.byteLength + this.start.byteLength * 3;
  }
}

const MAXENTRYPOS = 1 << 14;

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

/** Whether ascending `ids` holds `id` (a scan for the usual one to three ids, else a binary search). */
export function hasId(ids: Int32Array, id: number): boolean {
  const n = ids.length;
  if (n <= 8) {
    for (let k = 0; k < n; k += 1) if (ids[k] === id) return true;
    return false;
  }
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return ids[lo] === id;
}

/** FNV-1a over the text, to skip re-indexing a product whose text did not change. */
export function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 1; // never 0
}
