// SQL that fills an already-migrated database with `count` products spread realistically over categories,
// brands, sizes, colours, prices, 50 sellers and a year of creation dates, with 1–5 photo rows each.
// Pure SQL (generate_series + hashtext) so it runs the same on PostgreSQL and PGlite in seconds.
export const ADJECTIVES = [
  'Nordic',
  'Classic',
  'Modern',
  'Rustic',
  'Compact',
  'Grand',
  'Soft',
  'Minimal',
  'Vintage',
  'Coastal',
  'Urban',
  'Heritage',
];

export const MATERIALS = [
  'Oak',
  'Teak',
  'Walnut',
  'Rattan',
  'Bamboo',
  'Pine',
  'Mahogany',
  'Linen',
  'Velvet',
  'Leather',
  'Marble',
  'Steel',
];

export const KINDS = [
  'Sofa',
  'Armchair',
  'Dining Table',
  'Coffee Table',
  'Bookshelf',
  'Bed Frame',
  'Wardrobe',
  'Floor Lamp',
  'Side Chair',
  'Bar Stool',
  'Cabinet',
  'Desk',
  'Bench',
  'Mirror',
  'Rug',
];

export function seedSql(count) {
  const list = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;
  const adjectives = list(ADJECTIVES);
  const materials = list(MATERIALS);
  const kinds = list(KINDS);
  return `
INSERT INTO users (role, email, username, password_hash, name, store_desc)
SELECT 'seller', 'bench-seller-' || g || '@bench.test', 'Bench Store ' || g, 'scrypt$disabled', 'Bench Store ' || g,
       'A benchmark store'
  FROM generate_series(1, 50) g
ON CONFLICT DO NOTHING;

WITH sellers AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-seller-%')
INSERT INTO products (seller_id, name, description, price, stock, sold, category_id, brand_id, size_id, color_id,
                      width_cm, depth_cm, height_cm, weight_kg, material, created_at, updated_at)
SELECT sellers.ids[1 + (g % 50)],
       (${adjectives})[1 + (h % 12)] || ' ' || (${materials})[1 + ((h / 12) % 12)] || ' ' || (${kinds})[1 + ((h / 144) % 15)] || ' ' || g,
       'Benchmark product ' || g || ': solid construction, made to order by Indonesian craftspeople.',
       150000 + ((h / 7) % 2486) * 10000,
       (h / 11) % 41,
       (h / 13) % 300,
       -- issue 13: most products sit in the furniture category of their kind (ids 10–18, by the kinds above)
       CASE WHEN h % 10 < 3 THEN 5 WHEN h % 10 < 8
            THEN (ARRAY[10, 10, 12, 10, 15, 11, 11, 16, 12, 12, 15, 13, 14, 17, 17])[1 + ((h / 144) % 15)]
            ELSE 1 + (h / 17) % 9 END,
       1 + (h / 19) % 5,
       1 + (h / 23) % 6,
       1 + (h / 29) % 6,
       40 + (h / 31) % 200, 30 + (h / 37) % 90, 30 + (h / 41) % 180, 2 + (h / 43) % 80,
       (${materials})[1 + ((h / 12) % 12)],
       now() - make_interval(secs => g * 300),
       now() - make_interval(secs => g * 300)
  FROM generate_series(1, ${Number(count)}) g, sellers, LATERAL (SELECT abs(hashtext(g::text)) AS h) x;

INSERT INTO product_photos (product_id, position, file_key, width, height)
SELECT p.id, k, md5(p.id::text || '-' || k), 640, 640
  FROM products p
  JOIN users u ON u.id = p.seller_id AND u.email LIKE 'bench-seller-%'
  CROSS JOIN generate_series(0, 4) k
 WHERE k < 1 + abs(hashtext(p.id::text)) % 5;
`;
}
