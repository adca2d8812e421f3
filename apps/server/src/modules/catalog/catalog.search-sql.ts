/** Typo candidates per unknown word, from the trigram neighbours in the vocabulary (search_terms). */
const NEIGHBOURS = 3;

/**
 * The one statement that plans new search words (catalog.search.ts planWords): $1 the words, $2 whether each is
 * a prefix, $3 whether each may be corrected, $4 the synonym table as JSON. Kept apart, with no imports, so the
 * search bench EXPLAINs the very statement the shop sends.
 */
export const PLAN_WORDS_SQL = `WITH tok AS (
       SELECT i::int, t, p, c FROM unnest($1::text[], $2::bool[], $3::bool[]) WITH ORDINALITY AS u(t, p, c, i)
     ), unknown AS (
       SELECT i, t FROM tok WHERE c AND NOT EXISTS (SELECT 1 FROM search_terms WHERE term = tok.t)
     ), cor AS (
       SELECT u.i, n.term, n.k FROM unknown u
        CROSS JOIN LATERAL (
          SELECT term, row_number() OVER (ORDER BY sim DESC, term) AS k FROM (
            SELECT term, public.similarity(term, u.t) AS sim FROM search_terms
             WHERE term OPERATOR(public.%) u.t ORDER BY sim DESC, term LIMIT ${NEIGHBOURS}) s) n
     ), word AS (
       SELECT i, 0::bigint AS k, t AS w FROM tok UNION ALL SELECT i, k, term FROM cor
     ), alt AS (
       SELECT i, k, 0::bigint AS j, w AS a FROM word
       UNION ALL
       SELECT word.i, word.k, s.j, s.a FROM word
        CROSS JOIN LATERAL jsonb_array_elements_text($4::jsonb -> word.w) WITH ORDINALITY AS s(a, j)
     ), first AS (
       SELECT DISTINCT ON (i, a) i, a, k, j FROM alt ORDER BY i, a, k, j
     ), grp AS MATERIALIZED (
       SELECT tok.i,
              (SELECT string_agg('(' || replace(f.a, ' ', ' <-> ') || ')', ' | ' ORDER BY f.k, f.j) FROM first f
                WHERE f.i = tok.i) || CASE WHEN tok.p THEN ' | (' || tok.t || ':*)' ELSE '' END AS g
         FROM tok
     )
     SELECT grp.i, EXISTS (SELECT 1 FROM unknown u WHERE u.i = grp.i) AS unknown,
            (SELECT array_agg(term ORDER BY k) FROM cor WHERE cor.i = grp.i) AS terms,
            (to_tsquery('simple', g) || to_tsquery('english', g) || to_tsquery('indonesian', g))::text AS q
       FROM grp ORDER BY grp.i`;
