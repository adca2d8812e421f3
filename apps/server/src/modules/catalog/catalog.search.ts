import type { Queryable } from '../../db/client';
import { SYNONYMS } from '../search/synonyms';

/** At most this many words of a query are searched (the rest is ignored). */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
/** Typo candidates per unknown word, from the trigram neighbours in the vocabulary (search_terms). */
const NEIGHBOURS = 3;

/**
 * The words of a query: accents removed, lower case, everything but letters and digits is a separator. So
 * `%`, `_`, quotes, backslashes, NUL bytes and tsquery operators never reach SQL as syntax.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

export type SearchPlan = {
  /** tsquery text to use as `search_vec @@ $n::tsquery`; null when the query has no words. */
  tsquery: string | null;
  tokens: string[];
  /** Unknown word → its nearest vocabulary words, best first ("did you mean"). */
  corrections: Map<string, string[]>;
};

const isWordish = (t: string) => t.length >= 3 && !/^\d/.test(t);

/**
 * Turns what a shopper typed into one tsquery: every word (AND) as any of its synonyms, its typo corrections
 * and their synonyms (OR), each stemmed by the simple, english and indonesian configurations (OR).
 * `prefix`: the last word may be unfinished (search-as-you-type).
 */
export async function planSearch(db: Queryable, text: string, prefix = false): Promise<SearchPlan> {
  const tokens = searchTokens(text);
  const corrections = new Map<string, string[]>();
  if (tokens.length === 0) return { tsquery: null, tokens, corrections };

  const unknownCandidates = [...new Set(tokens.filter((t) => isWordish(t) && !SYNONYMS.has(t)))];
  if (unknownCandidates.length > 0) {
    const rows = await db.query<{ token: string; terms: string[] | null }>(
      `SELECT t AS token,
              (SELECT array_agg(term ORDER BY sim DESC, term) FROM (
                 SELECT term, public.similarity(term, t) AS sim FROM search_terms
                  WHERE term OPERATOR(public.%) t ORDER BY sim DESC, term LIMIT ${NEIGHBOURS}) n) AS terms
         FROM unnest($1::text[]) t
        WHERE NOT EXISTS (SELECT 1 FROM search_terms WHERE term = t)`,
      [unknownCandidates],
    );
    for (const row of rows) corrections.set(row.token, row.terms ?? []);
  }

  const groups = tokens.map((token, i) => {
    const alternatives = new Set<string>([token]);
    for (const word of [token, ...(corrections.get(token) ?? [])]) {
      alternatives.add(word);
      for (const synonym of SYNONYMS.get(word) ?? []) alternatives.add(synonym);
    }
    const parts = [...alternatives].map((a) => a.split(' ').join(' <-> '));
    if (prefix && i === tokens.length - 1) parts.push(`${token}:*`);
    return parts.map((p) => `(${p})`).join(' | ');
  });
  const params = groups;
  const expression = groups
    .map(
      (_, i) =>
        `(to_tsquery('simple', $${i + 1}) || to_tsquery('english', $${i + 1}) || to_tsquery('indonesian', $${i + 1}))`,
    )
    .join(' && ');
  const rows = await db.query<{ q: string }>(`SELECT (${expression})::text AS q`, params);
  const q = rows[0]?.q ?? '';
  return { tsquery: q === '' ? null : q, tokens, corrections };
}

/**
 * How many matches the relevance sort ranks: the most popular ones (at least this many, or as deep as the page
 * asked for), so a common word (16,000 of 100,000 products for "oak") is not ranked in full; a strongly
 * relevant but unpopular product beyond them is listed only on pages past them.
 */
export const RELEVANCE_CANDIDATES = 200;
