/** The text index's input: a tsvector's text parsed, and small helpers over ids and texts (docs/decisions/016). */

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
