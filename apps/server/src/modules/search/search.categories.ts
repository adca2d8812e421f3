import type { CategoryNode } from '@rima/shared/api/categories';
import type { SuggestCategory } from '@rima/shared/api/search';
import { categoryPath } from '@rima/shared/category-path';
import { searchTokens } from '../catalog/catalog.search';
import { wordSimilarity } from './word-similarity';

/** A category of the shop's tree as the suggestions name it, with the words of both its names. */
type Entry = { category: SuggestCategory; words: string[]; text: string; names: [string, string] };

const MAX_MATCHES = 5;
const MAX_CLOSEST = 3;
/** How near (pg_trgm's word similarity) a name must be to a query that matched nothing. */
const CLOSEST_LIMIT = 0.2;

/**
 * The tree's categories (top levels, then each one's leaves, in the operators' order) for the search box:
 * the legacy flat list (clothing included) is never suggested (docs/decisions/040). Leaves first when both
 * match: "lemari pakaian" names the wardrobes, not the bedroom.
 */
function entriesOf(tree: readonly CategoryNode[]): Entry[] {
  const entry = (c: { id: number; slug: string; name: string; name_id: string }, path: string): Entry => {
    const words = searchTokens(`${c.name} ${c.name_id}`);
    return {
      category: { id: c.id, name: c.name, name_id: c.name_id, slug: c.slug, path },
      words,
      text: ` ${words.join(' ')} `,
      names: [c.name, c.name_id],
    };
  };
  const leaves = tree.flatMap((top) => top.children.map((leaf) => entry(leaf, categoryPath(top.slug, leaf.slug))));
  return [...leaves, ...tree.map((top) => entry(top, categoryPath(top.slug)))];
}

/** Remembers the entries of the last tree seen (the catalogue's answer is one object until the tree changes). */
export function createCategorySuggestions(tree: () => Promise<readonly CategoryNode[]>) {
  let seen: { tree: readonly CategoryNode[]; entries: Entry[] } | undefined;
  async function entries(): Promise<Entry[]> {
    const current = await tree();
    if (seen?.tree !== current) seen = { tree: current, entries: entriesOf(current) };
    return seen.entries;
  }

  /**
   * Up to five categories with a word (English or Bahasa) that starts with one of `words`; a phrase such as
   * "ruang makan" must appear as a whole. Leaves that match every word come first.
   */
  async function matching(words: ReadonlySet<string>): Promise<SuggestCategory[]> {
    const wanted = [...words];
    const hits = (e: Entry) =>
      wanted.filter((w) => (w.includes(' ') ? e.text.includes(` ${w} `) : e.words.some((n) => n.startsWith(w)))).length;
    return (await entries())
      .map((e, order) => ({ e, order, n: hits(e) }))
      .filter(({ n }) => n > 0)
      .sort((a, b) => b.n - a.n || a.order - b.order)
      .slice(0, MAX_MATCHES)
      .map(({ e }) => e.category);
  }

  /** The (at most three) categories whose English or Bahasa name is nearest to the query, by trigrams. */
  async function closest(q: string): Promise<SuggestCategory[]> {
    const text = q.replace(/\0/g, '');
    return (await entries())
      .map((e, order) => ({ e, order, s: Math.max(...e.names.map((n) => wordSimilarity(text, n))) }))
      .filter(({ s }) => s > CLOSEST_LIMIT)
      .sort((a, b) => b.s - a.s || a.order - b.order)
      .slice(0, MAX_CLOSEST)
      .map(({ e }) => e.category);
  }

  return { matching, closest };
}
