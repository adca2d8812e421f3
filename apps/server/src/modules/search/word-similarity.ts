/**
 * pg_trgm's word_similarity(a, b) in memory, for ASCII text (docs/decisions/019): the greatest similarity
 * between the trigrams of `a` and those of a stretch of consecutive trigrams of `b`, in float4. The closest
 * categories of a suggestion that matched nothing were one statement per request; word-similarity.test.ts
 * checks the results equal to the database's. Text with other characters is left to the database (trigrams
 * of multibyte characters are hashed there).
 */
const f32 = Math.fround;

/** Whether pg_trgm computes `text`'s trigrams from its bytes as they are (ASCII only). */
export const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/**
 * The trigrams of each word (a run of ASCII letters and digits, lower-cased), in order, repeats kept: a word
 * is padded as "  word " and read three characters at a time.
 */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** count / (len1 + len2 - count) in float4, as pg_trgm's CALCSML (float division is exact through double). */
const similarity = (count: number, len1: number, len2: number) => f32(count / (len1 + len2 - count));

/** word_similarity(a, b) of pg_trgm (plain, not strict), for ASCII `a` and `b`. */
export function wordSimilarity(a: string, b: string): number {
  const ids = new Map<string, number>();
  const idOf = (t: string) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = ids.size;
      ids.set(t, id);
    }
    return id;
  };
  for (const t of trigrams(a)) idOf(t);
  const wanted = ids.size; // ids below this are trigrams of `a`
  const text = trigrams(b).map(idOf);
  const found = (id: number) => id < wanted;
  // Slide over `b`'s trigrams: `upper` moves to each trigram of `a`; `lower` is the start of the stretch that
  // is most similar so far, moved right whenever that raises the similarity.
  const last = new Int32Array(ids.size).fill(-1);
  let inStretch = 0; // distinct trigrams between lower and upper
  let common = 0; // of them, those of `a`
  let lower = -1;
  let best = 0;
  text.forEach((id, i) => {
    if (lower >= 0 || found(id)) {
      if ((last[id] as number) < 0) {
        inStretch += 1;
        if (found(id)) common += 1;
      }
      last[id] = i;
    }
    if (!found(id)) return;
    if (lower === -1) {
      lower = i;
      inStretch = 1;
    }
    let current = similarity(common, wanted, inStretch);
    let tryCommon = common;
    let tryStretch = inStretch;
    const previousLower = lower;
    for (let start = lower; start <= i; start += 1) {
      const candidate = similarity(tryCommon, wanted, tryStretch);
      if (candidate > current) {
        current = candidate;
        inStretch = tryStretch;
        lower = start;
        common = tryCommon;
      }
      const leaving = text[start] as number;
      if (last[leaving] === start) {
        tryStretch -= 1;
        if (found(leaving)) tryCommon -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start += 1) {
      const leaving = text[start] as number;
      if (last[leaving] === start) last[leaving] = -1;
    }
  });
  return best;
}
