/**
 * The text index's posting lists (docs/decisions/016, 019; the documents are in catalog.text-store.ts): no
 * array per lexeme, one Int32Array arena for all of them.
 */

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
