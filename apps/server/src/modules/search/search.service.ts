import type { SearchSuggestions } from '@rima/shared/api/search';
import { SUGGEST_PRODUCT_LIMIT } from '@rima/shared/api/search';
import type { Queryable } from '../../db/client';
import { photoUrl } from '../../photos/photo-store';
import { CATEGORIES } from '@rima/shared/catalog';
import { planSearch, searchTokens, type SearchPlan } from '../catalog/catalog.search';
import type { CatalogEngine, CatalogEngineView, Store, TsNode } from '../catalog/engine/catalog.engine';
import { SYNONYMS } from './synonyms';
import { isAscii, wordSimilarity } from './word-similarity';

/** Suggestions rank the most popular matches only (see RELEVANCE_CANDIDATES in catalog.search.ts, and why
 * `sold + 0`). */
const SUGGEST_CANDIDATES = 200;

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * Search-as-you-type: products, categories and stores by word, from memory: the catalogue's read
 * model (products, store names) and the shared category list. Statements: words never planned before, and
 * the closest categories when nothing matches.
 */
export function createSearchService(
  db: Queryable,
  index: CatalogEngine,
  plan: (text: string, prefix: boolean) => Promise<SearchPlan> = (text, prefix) => planSearch(db, text, prefix),
) {
  /**
   * The best SUGGEST_PRODUCT_LIMIT of the most popular matches by relevance, from the catalogue's read model
   * (its text index matches and ranks as `search_vec @@ q` and ts_rank do; docs/decisions/016).
   */
  function suggestedProducts(view: CatalogEngineView, tree: TsNode) {
    const { slots } = view.index.walk({}, 'popular', SUGGEST_CANDIDATES, view.text.match(tree));
    const ranker = view.text.ranker(tree);
    return slots
      .map((slot) => ({ slot, rank: ranker.rank(slot) }))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, SUGGEST_PRODUCT_LIMIT)
      .map(({ slot }) => {
        const p = view.index.read(slot);
        const category = view.names.category.get(p.category_id) ?? '';
        return { id: p.id, name: p.name, price: p.price, category, file_key: p.file_key };
      });
  }

  async function suggest(q: string, base: string): Promise<SearchSuggestions> {
    const searched = await plan(q, true);
    const empty: SearchSuggestions = { query: q, products: [], categories: [], stores: [], did_you_mean: [] };
    if (searched.tokens.length === 0) return empty;
    // Words to look for in category and store names: what was typed, its corrections and synonyms.
    const words = new Set<string>();
    for (const token of searched.tokens) {
      for (const word of [token, ...(searched.corrections.get(token) ?? [])]) {
        words.add(word);
        for (const synonym of SYNONYMS.get(word) ?? []) words.add(synonym);
      }
    }
    const categories = matchCategories(words);
    const view = await index.ready();
    const products = searched.tree === undefined ? [] : suggestedProducts(view, searched.tree);
    const stores = matchStores(view.stores, searched.tokens);
    const result: SearchSuggestions = {
      ...empty,
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        price: p.price,
        category: p.category,
        image: p.file_key ? photoUrl(base, p.file_key) : '',
      })),
      categories,
      stores,
    };
    if (products.length === 0) {
      result.did_you_mean = didYouMean(searched.tokens, searched.corrections);
      if (categories.length === 0) result.categories = await closestCategories(q);
    }
    return result;
  }

  /**
   * The categories whose English or Indonesian name is nearest to the query by trigrams: computed in memory
   * as pg_trgm does for ASCII text (word-similarity.ts), by the database for any other.
   */
  async function closestCategories(q: string): Promise<{ id: number; name: string; name_id: string }[]> {
    const text = q.replace(/\0/g, '');
    if (isAscii(text)) return closestCategoriesOf(text);
    return db.query<{ id: number; name: string; name_id: string }>(CLOSEST_CATEGORIES_SQL, [text]);
  }

  return { suggest };
}

/** The database's answer of closestCategories (and word-similarity.test.ts's reference). */
export const CLOSEST_CATEGORIES_SQL = `SELECT id, name, coalesce(name_id, '') AS name_id FROM (
   SELECT id, name, name_id, greatest(public.word_similarity(lower($1), lower(name)),
                                      public.word_similarity(lower($1), lower(coalesce(name_id, '')))) AS s
     FROM categories WHERE slug IS NULL) c
  WHERE s > 0.2 ORDER BY s DESC, id LIMIT 3`;

/** `s > 0.2` compares the float4 with 0.2 as float8 (the operator real > double precision). */
const CLOSEST_LIMIT = 0.2;

/** closestCategories for ASCII text, from the shared category list (equal to the table). */
export function closestCategoriesOf(text: string) {
  return CATEGORIES.map((c) => ({ c, s: Math.max(wordSimilarity(text, c.name), wordSimilarity(text, c.nameId)) }))
    .filter(({ s }) => s > CLOSEST_LIMIT)
    .sort((a, b) => b.s - a.s || a.c.id - b.c.id)
    .slice(0, 3)
    .map(({ c }) => ({ id: c.id, name: c.name, name_id: c.nameId }));
}

/** Each category's English and Indonesian words, as searchTokens makes them (computed once). */
const CATEGORY_WORDS = CATEGORIES.map((c) => {
  const words = searchTokens(`${c.name} ${c.nameId}`);
  return { category: c, words, text: ` ${words.join(' ')} ` };
});

/**
 * Categories (the shared list, equal to the table: reference-data.test.ts) with an English or Indonesian word
 * that starts with one of `words`; a phrase such as "ruang makan" must appear as a whole.
 */
export function matchCategories(words: Set<string>) {
  const wanted = [...words];
  return CATEGORY_WORDS.filter(({ words: names, text }) =>
    wanted.some((w) => (w.includes(' ') ? text.includes(` ${w} `) : names.some((n) => n.startsWith(w)))),
  )
    .slice(0, 5)
    .map(({ category: c }) => ({ id: c.id, name: c.name, name_id: c.nameId }));
}

/**
 * Up to five stores, by id, with a word of their name that starts with one of `tokens` (the read model keeps
 * every store: docs/decisions/019); `tokens` are letters and digits only.
 */
export function matchStores(stores: readonly Store[], tokens: readonly string[]) {
  const out: { id: number; name: string }[] = [];
  for (const store of stores) {
    if (tokens.some((w) => store.lower.startsWith(w) || store.lower.includes(` ${w}`))) {
      out.push({ id: store.id, name: store.name });
      if (out.length === 5) break;
    }
  }
  return out;
}

/** Up to three rewrites of the query, each unknown word replaced by its 1st, 2nd, 3rd nearest known word. */
export function didYouMean(tokens: string[], corrections: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    let changed = false;
    const words = tokens.map((t) => {
      const options = corrections.get(t) ?? [];
      const pick = options[Math.min(i, options.length - 1)];
      if (pick === undefined) return t;
      changed = true;
      return pick;
    });
    const text = words.join(' ');
    if (changed && !out.includes(text)) out.push(text);
  }
  return out;
}
