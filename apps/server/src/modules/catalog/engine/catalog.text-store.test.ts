import { describe, expect, it } from 'vitest';
import { TextIndex } from './catalog.text-index';
import type { TsNode } from './catalog.tsquery';
import { rng as seededRandom } from './catalog.test-random';

// The text index's packed storage (catalog.text-store.ts) through thousands of writes: pools that fill,
// repack and shrink, posting lists that move, documents with long position lists. Equality with PostgreSQL
// itself is catalog.text-index.test.ts; this checks that what was written is what is read back.
/** An integer below `n`, from the shared seeded generator. */
function rng(seed: number) {
  const next = seededRandom(seed);
  return (n: number) => Math.floor(next() * n);
}

const VOCABULARY = Array.from({ length: 60 }, (_, i) => `w${i.toString(36)}x`);

/** A tsvector text of random lexemes: common words, a few unique ones, positions up to beyond 16383. */
function randomDoc(r: (n: number) => number, slot: number): string {
  const lexemes = new Set<string>();
  for (let k = 1 + r(12); k > 0; k -= 1) lexemes.add(VOCABULARY[r(VOCABULARY.length)] as string);
  if (r(3) === 0) lexemes.add(`only${slot}n${r(1000)}`);
  return [...lexemes]
    .sort()
    .map((word) => {
      const positions = new Set<number>();
      for (let k = 1 + (r(10) === 0 ? 200 : r(4)); k > 0; k -= 1) positions.add(1 + r(r(20) === 0 ? 20_000 : 60));
      const list = [...positions].sort((a, b) => a - b).map((p) => `${p}${'ABCD'[r(4)]}`);
      return `'${word}':${list.join(',')}`;
    })
    .join(' ');
}

describe('the text index storage', () => {
  it('reads back every document and posting list through writes, clears, repacks and a late build', () => {
    const r = rng(21);
    const index = new TextIndex();
    const truth = new Map<number, string>();
    const check = () => {
      // postings: each word's matches are the slots whose text holds it
      for (const word of [...VOCABULARY.slice(0, 20), 'only7n1', 'nowhere']) {
        const node: TsNode = { op: 'word', word, prefix: false };
        const want = [...truth].filter(([, text]) => text.includes(`'${word}':`)).map(([slot]) => slot);
        expect([...(index.match(node).slots ?? [])], word).toEqual(want.sort((a, b) => a - b));
      }
      const prefix: TsNode = { op: 'word', word: 'w1', prefix: true };
      const want = [...truth].filter(([, text]) => text.includes("'w1")).map(([slot]) => slot);
      expect([...(index.match(prefix).slots ?? [])]).toEqual(want.sort((a, b) => a - b));
      // documents: ranks equal those of an index built afresh from the same texts
      const fresh = new TextIndex();
      for (const [slot, text] of truth) fresh.set(slot, text);
      fresh.finishLoad();
      const query: TsNode = {
        op: 'and',
        args: [
          { op: 'word', word: 'w1', prefix: true },
          { op: 'word', word: VOCABULARY[3] as string, prefix: false },
        ],
      };
      const a = index.ranker(query);
      const b = fresh.ranker(query);
      for (const slot of truth.keys()) expect(a.rank(slot), `slot ${slot}`).toBe(b.rank(slot));
    };
    for (let step = 0; step < 6000; step += 1) {
      const slot = r(r(10) === 0 ? 5000 : 400);
      if (r(5) === 0) {
        index.set(slot, undefined);
        truth.delete(slot);
      } else {
        const text = randomDoc(r, slot);
        index.set(slot, text);
        truth.set(slot, text);
      }
      if (step === 2500) index.finishLoad();
      if (step % 1000 === 999) check();
    }
  });
});
