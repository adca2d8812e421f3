/**
 * The text index's storage (docs/decisions/016, 019): no JavaScript object or array per product or per
 * lexeme, so a large catalogue costs a few typed arrays instead of an array per product the collector walks.
 *
 * - `DocPool` (here): every slot's lexemes with their positions, varint-encoded in one byte pool (a fraction
 *   of their size as 16-bit words): per document its number of
 *   lexemes, then per lexeme (tsvector order) `id << 3 | min(positions, 7)` (and `positions - 7` when
 *   there are 7 or more), then each position as `delta << 2 | weight` (positions ascend, as PostgreSQL
 *   keeps them). `DocCursor` reads them.
 * - `Postings` (catalog.text-postings.ts): per lexeme the slots that contain it, ascending, in one
 *   Int32Array arena.
 * - catalog.text-parse.ts: a tsvector's text parsed, and the small helpers over ids and texts.
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
