import type { Queryable } from '../../db/client';
import { SYNONYMS } from '../search/synonyms';
import { parseTsquery, type TsNode } from './engine/catalog.engine';
import { PLAN_WORDS_SQL } from './catalog.search-sql';

/** At most this many words of a query are searched (the rest is ignored). */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

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
  /**
   * The tsquery parsed, made of the word plans' own trees (kept with them, so the text index recognises a word
   * group it evaluated before); equal to parseTsquery(tsquery).
   */
  tree: TsNode | undefined;
  tokens: string[];
  /** Unknown word → its nearest vocabulary words, best first ("did you mean"). */
  corrections: Map<string, string[]>;
};

const isWordish = (t: string) => t.length >= 3 && !/^\d/.test(t);

/** One word's part of a plan: its typo corrections (unknown words) and its tsquery group as text and parsed. */
type WordPlan = { corrections: string[] | undefined; group: string; tree: TsNode | undefined };

/**
 * Word plans kept between queries (stems, synonyms and typo neighbours of one word do not depend on the
 * other words), until the vocabulary may have changed: the owner clears it with its plans. Bounded.
 */
export type WordPlans = Map<string, Promise<WordPlan>>;
const WORD_PLANS_MAX = 20_000;

/**
 * Turns what a shopper typed into one tsquery: every word (AND) as any of its synonyms, its typo corrections
 * and their synonyms (OR), each stemmed by the simple, english and indonesian configurations (OR).
 * `prefix`: the last word may be unfinished (search-as-you-type). With `words`, a word planned before costs no
 * statement: a query of known words is planned without the database. `urgent` marks the statement as one a
 * shopper's answer waits for (the front door's read admission).
 */
export async function planSearch(
  db: Queryable,
  text: string,
  prefix = false,
  words: WordPlans = new Map(),
  urgent: <T>(pending: Promise<T>) => Promise<T> = (pending) => pending,
): Promise<SearchPlan> {
  const tokens = searchTokens(text);
  const corrections = new Map<string, string[]>();
  if (tokens.length === 0) return { tsquery: null, tree: undefined, tokens, corrections };
  const keyOf = (token: string, i: number) => `${prefix && i === tokens.length - 1 ? '*' : ''}${token}`;
  const missing = [...new Set(tokens.map(keyOf))].filter((key) => !words.has(key));
  if (missing.length > 0) {
    if (words.size + missing.length > WORD_PLANS_MAX) words.clear();
    const planned = urgent(planWords(db, missing));
    missing.forEach((key, i) => {
      const one = planned.then((all) => all[i] as WordPlan);
      words.set(key, one);
      one.catch(() => words.delete(key));
    });
  }
  const plans = await Promise.all(tokens.map((token, i) => words.get(keyOf(token, i)) as Promise<WordPlan>));
  plans.forEach((plan, i) => {
    if (plan.corrections !== undefined) corrections.set(tokens[i] as string, plan.corrections);
  });
  // as `q1 && q2 && ...` does: empty groups (no lexeme in any configuration) drop out
  const kept = plans.filter((p) => p.group !== '');
  const tsquery =
    kept.length === 0 ? null : kept.length === 1 ? kept[0]?.group : kept.map((p) => `( ${p.group} )`).join(' & ');
  // `( g1 ) & ( g2 )` parses to an AND of the groups' trees
  const trees = kept.map((p) => p.tree as TsNode);
  const tree: TsNode | undefined = trees.length <= 1 ? trees[0] : { op: 'and', args: trees };
  return { tsquery: tsquery ?? null, tree, tokens, corrections };
}

/** The synonym table as one JSON parameter (word → every word of its groups), for the planning statement. */
const SYNONYMS_JSON = JSON.stringify(Object.fromEntries(SYNONYMS));

/**
 * Plans of words (`*word`: a prefix) in one statement, so a query with new words waits for one database reply
 * (under load, each reply is one more turn of a busy event loop). Per word, in SQL as the shop's rules say:
 * the typo neighbours of an unknown word (trigram GIN index of `search_terms`), then its group — the word, each
 * correction, and each one's synonyms, in that order without repeats, phrases as `<->`, a prefix as `word:*` —
 * stemmed by the simple, english and indonesian configurations. `catalog.search.test.ts` checks it against
 * the two-statement form it replaced.
 */
async function planWords(db: Queryable, keys: string[]): Promise<WordPlan[]> {
  const parsed = keys.map((key) => ({ token: key.replace(/^\*/, ''), prefix: key.startsWith('*') }));
  const rows = await db.query<{ i: number; unknown: boolean; terms: string[] | null; q: string | null }>(
    PLAN_WORDS_SQL,
    [
      parsed.map((p) => p.token),
      parsed.map((p) => p.prefix),
      parsed.map((p) => isWordish(p.token) && !SYNONYMS.has(p.token)),
      SYNONYMS_JSON,
    ],
  );
  return parsed.map((_, i) => {
    const row = rows[i];
    const group = row?.q ?? '';
    return {
      corrections: row?.unknown ? (row.terms ?? []) : undefined,
      group,
      tree: group === '' ? undefined : parseTsquery(group),
    };
  });
}

/**
 * How many matches the relevance sort ranks: the most popular ones (at least this many, or as deep as the page
 * asked for), so a common word (16,000 of 100,000 products for "oak") is not ranked in full; a strongly
 * relevant but unpopular product beyond them is listed only on pages past them.
 */
export const RELEVANCE_CANDIDATES = 200;
