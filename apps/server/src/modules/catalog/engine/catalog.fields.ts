/**
 * What the read model loads, derived from the registry (catalog.attributes.ts, `inMemory`): the load's SELECT
 * list, the column arrays of each kind (catalog.columns.ts) and the fields of a product as loaded. Computed
 * once when the module loads; a column added to the registry with `inMemory` is loaded, stored and read back.
 */
import { ATTRIBUTES, type Attribute, type Column, type InMemory } from '../catalog.attributes';
import type { ProductFacts } from './catalog.facts';

type Registry = typeof ATTRIBUTES;
/** The registry's columns that the read model holds as `S`, in the registry's order. */
export type StoredAs<S extends InMemory> = { [C in Column]: Registry[C] extends { inMemory: S } ? C : never }[Column];
/** `created_at` → `created_us`: where a `us` timestamp's microseconds are kept. */
export type MicrosOf<C extends string> = `${C extends `${infer Base}_at` ? Base : C}_us`;

const storedAs = <S extends InMemory>(storage: S): StoredAs<S>[] =>
  (Object.keys(ATTRIBUTES) as Column[]).filter(
    (c): c is StoredAs<S> => (ATTRIBUTES[c] as Attribute).inMemory === storage,
  );
export const microsOf = <C extends string>(column: C) => `${column.replace(/_at$/, '')}_us` as MicrosOf<C>;

export const INT_FIELDS = storedAs('int');
export const REAL_FIELDS = storedAs('real');
export const TEXT_FIELDS = storedAs('text');
export const SHARED_FIELDS = storedAs('shared');
export const MS_FIELDS = storedAs('ms');
export const US_FIELDS = storedAs('us');
export const WORDS_FIELDS = storedAs('words');

/** A product's fields that the registry names, as the load gives them. */
export type RegistryFields = { [C in StoredAs<'int'>]: number } & { [C in StoredAs<'real'>]: number | null } & {
  [C in StoredAs<'text'>]: string;
} & { [C in StoredAs<'shared'>]: string | null } & { [C in StoredAs<'ms'> | StoredAs<'us'>]: Date } & {
  [C in StoredAs<'us'> as MicrosOf<C>]: number;
};
/** The tsvectors as text, which only the text index reads. */
export type WordsFields = { [C in StoredAs<'words'>]: string };

/** The columns of `products` the facts are loaded from (LOAD_SELECT selects them; catalog.facts.ts stores them). */
export const FACT_COLUMNS = [
  'brand',
  'style',
  'finish',
  'seats',
  'assembly_required',
  'warranty_months',
  'name_en',
  'description_en',
] as const satisfies readonly (keyof ProductFacts)[];

const registrySql = (Object.keys(ATTRIBUTES) as Column[]).flatMap((c) => {
  const storage = (ATTRIBUTES[c] as Attribute).inMemory;
  if (storage === undefined) return [];
  if (storage === 'words') return [`p.${c}::text AS ${c}`];
  // the database's own precision, for an exact order (a Date keeps milliseconds)
  if (storage === 'us') return [`(extract(epoch FROM p.${c}) * 1000000)::float8 AS ${microsOf(c)}`, `p.${c}`];
  return [`p.${c}`];
});

/**
 * One statement for a chunk of the full load and for the products a change named: the registry's columns
 * (the furniture facts keep their own store, catalog.facts.ts),
 * then what comes from other tables (the photos, first one's key included, and the reviews' rating). Column
 * names are the fields of a loaded product, so rows are kept as they arrive.
 */
export const LOAD_SELECT = `SELECT ${[...registrySql, ...FACT_COLUMNS.map((c) => `p.${c}`)].join(', ')},
       ph.photos->0->>3 AS file_key, ph.photos, rv.rating, rv.review_count
  FROM products p
  CROSS JOIN LATERAL (SELECT json_agg(json_build_array(f.id, f.width, f.height, f.file_key) ORDER BY f.position) AS photos
                        FROM product_photos f WHERE f.product_id = p.id) ph
  CROSS JOIN LATERAL (SELECT COALESCE(round(avg(r.star), 1), 0)::float8 AS rating, count(*)::int AS review_count
                        FROM reviews r WHERE r.product_id = p.id) rv`;
