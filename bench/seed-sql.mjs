// SQL that fills an already-migrated database with `count` products spread realistically over categories,
// brands, sizes, colours, prices, 50 sellers and a year of creation dates, with 1–5 photo rows each.
// Names and descriptions are in English or Bahasa Indonesia, made of the words of bench/seed-words.mjs (kinds,
// materials and styles, common and rare; 2,500 collection names; towns, colours, finishes, rooms, features):
// a vocabulary of thousands of words, as a shop's, so typo corrections use the trigram GIN index.
// Pure SQL (generate_series + hashtext) so it runs the same on PostgreSQL and PGlite in seconds.
import {
  COLLECTIONS,
  COLOR_ROWS,
  FEATURE_ROWS,
  FINISH_ROWS,
  KIND_ROWS,
  MATERIAL_ROWS,
  ROOM_ROWS,
  STORE_NAMES,
  STYLE_ROWS,
  TOWNS,
} from './seed-words.mjs';

/** The words product names are made of (bench/realistic.mjs searches for them): styles, in both languages. */
export const ADJECTIVES = [...new Set(STYLE_ROWS.flat())];
/** Materials, in both languages. */
export const MATERIALS = [...new Set(MATERIAL_ROWS.flat())];
/** Kinds of product, in both languages (some of several words). */
export const KINDS = [...new Set(KIND_ROWS.flatMap(([en, id]) => [en, id]))];

const list = (xs) => `ARRAY[${xs.map((x) => `'${String(x).replace(/'/g, "''")}'`).join(', ')}]`;
const column = (rows, i) =>
  typeof rows[0][i] === 'number' ? `ARRAY[${rows.map((r) => r[i]).join(', ')}]` : list(rows.map((r) => r[i]));
/** `array[1 + i % n]` for a hash-derived i. */
const at = (rows, i, expr) => `(${column(rows, i)})[1 + (${expr}) % ${rows.length}]`;
/** A skewed pick: low indexes much more often (a few common materials and styles, a long tail). */
const skewed = (rows, i, expr) =>
  `(${column(rows, i)})[1 + floor(power(((${expr}) % 1000) / 1000.0, 2) * ${rows.length})::int]`;

const VARIANT_SIZES = ['90x200', '120x200', '140x200', '160x200', '180x200', '200x200'];
const VARIANT_COLOURS = ['Natural', 'Walnut'];

export function seedSql(count) {
  const kind = (i) => at(KIND_ROWS, i, 'h / 144');
  const material = (i) => skewed(MATERIAL_ROWS, i, 'h / 12');
  const style = (i) => skewed(STYLE_ROWS, i, 'h / 7');
  const collection = `(${list(COLLECTIONS)})[1 + (d / 7) % ${COLLECTIONS.length}]`;
  const size = `CASE WHEN (d / 11) % 4 = 0 THEN ' ' || (60 + ((d / 13) % 15) * 10) || 'x' || (40 + ((d / 17) % 8) * 10) ELSE '' END`;
  const town = at(
    TOWNS.map((t) => [t]),
    0,
    'd / 19',
  );
  const color = (i) => at(COLOR_ROWS, i, 'd / 23');
  const finish = (i) => at(FINISH_ROWS, i, 'd / 29');
  const room = (i) => at(ROOM_ROWS, i, 'd / 31');
  const feature = (i, by) => at(FEATURE_ROWS, i, `d / ${by}`);
  const nameEn = `${collection} || ' ' || ${style(0)} || ' ' || ${material(0)} || ' ' || ${kind(0)} || ${size}`;
  const nameId = `${kind(1)} || ' ' || ${material(1)} || ' ' || ${style(1)} || ' ' || ${collection} || ${size}`;
  const descEn = `${style(0)} || ' ' || lower(${kind(0)}) || ' in ' || lower(${material(0)}) || ', handmade by craftspeople in ' || ${town} || '. ' || initcap(${finish(0)}) || ' finish in ' || ${color(0)} || ', made for the ' || ${room(0)} || '. ' || ${feature(0, 37)} || ', ' || lower(${feature(0, 41)}) || '.'`;
  const descId = `${kind(1)} || ' ' || lower(${material(1)}) || ' ' || lower(${style(1)}) || ' buatan pengrajin ' || ${town} || '. Finishing ' || ${finish(1)} || ', warna ' || ${color(1)} || ', cocok untuk ' || ${room(1)} || '. ' || ${feature(1, 37)} || ', ' || lower(${feature(1, 41)}) || '.'`;
  return `
INSERT INTO users (role, email, username, password_hash, name, store_desc)
SELECT 'seller', 'bench-seller-' || g || '@bench.test', (${list(STORE_NAMES)})[g], 'scrypt$disabled',
       (${list(STORE_NAMES)})[g], 'A benchmark store'
  FROM generate_series(1, 50) g
ON CONFLICT DO NOTHING;

WITH sellers AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-seller-%')
INSERT INTO products (seller_id, name, description, price, stock, sold, category_id, brand_id, size_id, color_id,
                      width_cm, depth_cm, height_cm, weight_kg, material, created_at, updated_at)
SELECT sellers.ids[1 + (g % 50)],
       CASE WHEN d % 2 = 0 THEN ${nameEn} ELSE ${nameId} END,
       CASE WHEN d % 2 = 0 THEN ${descEn} ELSE ${descId} END,
       150000 + ((h / 7) % 2486) * 10000,
       (h / 11) % 41,
       (h / 13) % 300,
       -- most products sit in the furniture category of their kind (ids 10–18)
       CASE WHEN h % 10 < 3 THEN 5 WHEN h % 10 < 8 THEN ${at(KIND_ROWS, 2, 'h / 144')}
            ELSE 1 + (h / 17) % 9 END,
       1 + (h / 19) % 5,
       1 + (h / 23) % 6,
       1 + (h / 29) % 6,
       40 + (h / 31) % 200, 30 + (h / 37) % 90, 30 + (h / 41) % 180, 2 + (h / 43) % 80,
       ${material(0)},
       now() - make_interval(secs => g * 300),
       now() - make_interval(secs => g * 300)
  FROM generate_series(1, ${Number(count)}) g, sellers,
       LATERAL (SELECT (abs(hashtext(g::text)::bigint) % 2147483647)::int AS h,
                       (abs(hashtext(g::text || '/d')::bigint) % 2147483647)::int AS d) x;

INSERT INTO product_photos (product_id, position, file_key, width, height)
SELECT p.id, k, md5(p.id::text || '-' || k), 640, 640
  FROM products p
  JOIN users u ON u.id = p.seller_id AND u.email LIKE 'bench-seller-%'
  CROSS JOIN generate_series(0, 4) k
 WHERE k < 1 + abs(hashtext(p.id::text)) % 5;

-- About 30 % of the products are sold as 2 to 6 variants (docs/decisions/038): sizes, or 2 or 3 sizes in two
-- colours. Their default variant (made with the product) gives way; the first variant keeps its sales.
WITH chosen AS (
  SELECT p.id, p.price, p.stock, p.sold, 2 + abs(hashtext(p.id::text || '/n')) % 5 AS n
    FROM products p
    JOIN users u ON u.id = p.seller_id AND u.email LIKE 'bench-seller-%'
   WHERE abs(hashtext(p.id::text || '/variants')) % 10 < 3
), gone AS (
  DELETE FROM product_variants v USING chosen c WHERE v.product_id = c.id
)
INSERT INTO product_variants (product_id, options, option_names, sku, price, stock, sold, position)
SELECT c.id,
       CASE WHEN c.n IN (4, 6)
            THEN jsonb_build_object('Ukuran', (${list(VARIANT_SIZES)})[1 + k / 2],
                                    'Warna', (${list(VARIANT_COLOURS)})[1 + k % 2])
            ELSE jsonb_build_object('Ukuran', (${list(VARIANT_SIZES)})[1 + k]) END,
       CASE WHEN c.n IN (4, 6) THEN ARRAY['Ukuran', 'Warna'] ELSE ARRAY['Ukuran'] END,
       'BV-' || c.id || '-' || k,
       c.price + k * 250000,
       (c.stock + k * 3) % 41,
       CASE WHEN k = 0 THEN c.sold ELSE 0 END,
       k
  FROM chosen c CROSS JOIN generate_series(0, 5) k
 WHERE k < c.n;
`;
}
