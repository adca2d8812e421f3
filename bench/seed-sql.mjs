// SQL that fills an already-migrated database with `count` products spread realistically over categories,
// brands, sizes, colours, prices, 50 sellers and a year of creation dates, with 1–5 photo rows each.
// Pure SQL (generate_series + hashtext) so it runs the same on PostgreSQL and PGlite in seconds.
export function seedSql(count) {
  const list = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;
  const adjectives = list([
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
  ]);
  const materials = list([
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
  ]);
  const kinds = list([
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
  ]);
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
       CASE WHEN h % 10 < 6 THEN 5 ELSE 1 + (h / 17) % 9 END,
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
