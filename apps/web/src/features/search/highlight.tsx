import type { ReactNode } from 'react';

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** `text` with the parts that start one of the query's words wrapped in <mark> (case and accents ignored). */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return text;
  const folded = fold(text);
  // Folding can change lengths for some scripts; then no highlight rather than a wrong one.
  if (folded.length !== text.length) return text;
  const marks: [number, number][] = [];
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(word, from);
      if (at < 0) break;
      const startsWord = at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1] ?? '');
      if (startsWord) marks.push([at, at + word.length]);
      from = at + 1;
    }
  }
  if (marks.length === 0) return text;
  marks.sort((a, b) => a[0] - b[0]);
  const parts: ReactNode[] = [];
  let pos = 0;
  for (const [start, end] of marks) {
    if (start < pos) continue;
    if (start > pos) parts.push(text.slice(pos, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    pos = end;
  }
  if (pos < text.length) parts.push(text.slice(pos));
  return parts;
}
