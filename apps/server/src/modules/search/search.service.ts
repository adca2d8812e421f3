import type { CategoryNode } from '@rima/shared/api/categories';
import type { SearchSuggestions } from '@rima/shared/api/search';
import { SUGGEST_PRODUCT_LIMIT } from '@rima/shared/api/search';
import type { Queryable } from '../../db/client';
import { photoUrl } from '../../photos/photo-store';
import { planSearch, type SearchPlan } from '../catalog/catalog.search';
import type { CatalogEngine, CatalogEngineView, Store, TsNode } from '../catalog/engine/catalog.engine';
import { createCategorySuggestions } from './search.categories';
import { SYNONYMS } from './synonyms';

/** Suggestions rank the most popular matches only (see RELEVANCE_CANDIDATES in catalog.search.ts, and why
 * `sold + 0`). */
const SUGGEST_CANDIDATES = 200;

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * Search-as-you-type: products, categories and stores by word, from memory: the catalogue's read
 * model (products, store names) and its category tree (`tree`, the shop's answer). Statements: words never
 * planned before.
 */
export function createSearchService(
  db: Queryable,
  index: CatalogEngine,
  plan: (text: string, prefix: boolean) => Promise<SearchPlan> = (text, prefix) => planSearch(db, text, prefix),
  tree: () => Promise<readonly CategoryNode[]> = async () => [],
) {
  const categoriesOf = createCategorySuggestions(tree);

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
        return { id: p.id, name: p.name, name_en: p.name_en, price: p.price, category, file_key: p.file_key };
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
    const categories = await categoriesOf.matching(words);
    const view = await index.ready();
    const products = searched.tree === undefined ? [] : suggestedProducts(view, searched.tree);
    const stores = matchStores(view.stores, searched.tokens);
    const result: SearchSuggestions = {
      ...empty,
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        ...(p.name_en ? { name_en: p.name_en } : {}),
        price: p.price,
        category: p.category,
        image: p.file_key ? photoUrl(base, p.file_key) : '',
      })),
      categories,
      stores,
    };
    if (products.length === 0) {
      result.did_you_mean = didYouMean(searched.tokens, searched.corrections);
      // the categories nearest to what was typed, and to its corrections
      if (categories.length === 0) {
        const texts = [q, ...result.did_you_mean];
        const near = (await Promise.all(texts.map((text) => categoriesOf.closest(text)))).flat();
        result.categories = [...new Map(near.map((c) => [c.id, c])).values()].slice(0, 3);
      }
    }
    return result;
  }

  return { suggest };
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
