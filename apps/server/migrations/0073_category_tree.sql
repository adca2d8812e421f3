-- The furniture category tree (docs/decisions/036): two levels in `categories` itself. Rows with a slug are
-- the tree (top levels have no parent; a product's category is a leaf). The older rows (ids 1–18, no slug)
-- stay for the old API and map onto a leaf (`leaf_id`); they are never shown in the tree.
ALTER TABLE categories
  ADD COLUMN parent_id integer REFERENCES categories (id),
  ADD COLUMN slug text,
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN retired_at timestamptz,
  ADD COLUMN leaf_id integer REFERENCES categories (id);

-- Tree names repeat legacy ones ("Living Room"): names stay unique within each kind of row.
ALTER TABLE categories DROP CONSTRAINT categories_name_key;
DROP INDEX categories_lower_name_key;
CREATE UNIQUE INDEX categories_lower_name_key ON categories (lower(name)) WHERE slug IS NULL;
CREATE UNIQUE INDEX categories_tree_name_key ON categories (coalesce(parent_id, 0), lower(name)) WHERE slug IS NOT NULL;
CREATE UNIQUE INDEX categories_slug_key ON categories (slug);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);
ALTER TABLE categories ADD CONSTRAINT categories_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE categories ADD CONSTRAINT categories_tree_or_legacy
  CHECK ((slug IS NULL AND parent_id IS NULL) OR (slug IS NOT NULL AND leaf_id IS NULL));

-- Operators add categories: ids after the seeded ones.
CREATE SEQUENCE categories_id_seq START 200 OWNED BY categories.id;
ALTER TABLE categories ALTER COLUMN id SET DEFAULT nextval('categories_id_seq');

INSERT INTO categories (id, parent_id, slug, name, name_id, position) VALUES
  (100, NULL, 'ruang-tamu', 'Living Room', 'Ruang Tamu', 1),
  (101, NULL, 'kamar-tidur', 'Bedroom', 'Kamar Tidur', 2),
  (102, NULL, 'ruang-makan-dapur', 'Dining & Kitchen', 'Ruang Makan & Dapur', 3),
  (103, NULL, 'kantor-belajar', 'Office & Study', 'Kantor & Belajar', 4),
  (104, NULL, 'anak', 'Kids', 'Anak', 5),
  (105, NULL, 'luar-ruangan', 'Outdoor', 'Luar Ruangan', 6),
  (106, NULL, 'penyimpanan', 'Storage', 'Penyimpanan', 7),
  (107, NULL, 'lampu', 'Lighting', 'Lampu', 8),
  (108, NULL, 'dekorasi', 'Decor', 'Dekorasi', 9),
  (110, 100, 'sofa', 'Sofas', 'Sofa', 1),
  (111, 100, 'kursi-tamu', 'Armchairs', 'Kursi Tamu', 2),
  (112, 100, 'meja-tamu', 'Coffee Tables', 'Meja Tamu', 3),
  (113, 100, 'meja-tv-bufet', 'TV Stands & Sideboards', 'Meja TV & Bufet', 4),
  (114, 101, 'lemari-pakaian', 'Wardrobes', 'Lemari Pakaian', 1),
  (115, 101, 'ranjang-dipan', 'Beds & Bed Frames', 'Ranjang & Dipan', 2),
  (116, 101, 'kasur', 'Mattresses', 'Kasur', 3),
  (117, 101, 'nakas', 'Bedside Tables', 'Nakas', 4),
  (118, 101, 'meja-rias', 'Dressing Tables', 'Meja Rias', 5),
  (119, 102, 'meja-makan', 'Dining Tables', 'Meja Makan', 1),
  (120, 102, 'kursi-makan', 'Dining Chairs', 'Kursi Makan', 2),
  (121, 102, 'kursi-bar', 'Bar Stools', 'Kursi Bar', 3),
  (122, 102, 'kabinet-dapur', 'Kitchen Cabinets', 'Kabinet Dapur', 4),
  (123, 103, 'meja-kerja', 'Desks', 'Meja Kerja', 1),
  (124, 103, 'kursi-kantor', 'Office Chairs', 'Kursi Kantor', 2),
  (125, 103, 'rak-buku', 'Bookcases', 'Rak Buku', 3),
  (126, 103, 'lemari-arsip', 'Filing Cabinets', 'Lemari Arsip', 4),
  (127, 104, 'ranjang-anak', 'Kids'' Beds', 'Ranjang Anak', 1),
  (128, 104, 'meja-belajar-anak', 'Kids'' Desks', 'Meja Belajar Anak', 2),
  (129, 104, 'penyimpanan-mainan', 'Toy Storage', 'Penyimpanan Mainan', 3),
  (130, 105, 'set-taman', 'Garden Sets', 'Set Meja Kursi Taman', 1),
  (131, 105, 'kursi-santai', 'Lounge Chairs', 'Kursi Santai', 2),
  (132, 105, 'bangku-taman', 'Garden Benches', 'Bangku Taman', 3),
  (133, 106, 'rak-sepatu', 'Shoe Racks', 'Rak Sepatu', 1),
  (134, 106, 'rak-dinding', 'Wall Shelves', 'Rak Dinding', 2),
  (135, 106, 'lemari-serbaguna', 'Storage Cabinets', 'Lemari Serbaguna', 3),
  (136, 106, 'kotak-penyimpanan', 'Storage Boxes', 'Kotak Penyimpanan', 4),
  (137, 107, 'lampu-gantung', 'Pendant Lamps', 'Lampu Gantung', 1),
  (138, 107, 'lampu-lantai', 'Floor Lamps', 'Lampu Lantai', 2),
  (139, 107, 'lampu-meja', 'Table Lamps', 'Lampu Meja', 3),
  (140, 108, 'cermin', 'Mirrors', 'Cermin', 1),
  (141, 108, 'karpet', 'Rugs', 'Karpet', 2),
  (142, 108, 'bantal', 'Cushions', 'Bantal', 3),
  (143, 108, 'hiasan-dinding', 'Wall Decor', 'Hiasan Dinding', 4);

-- Each legacy category onto one leaf (distinct leaves, so a legacy filter keeps listing what it did).
UPDATE categories SET leaf_id = l.id
  FROM (VALUES (1, 'hiasan-dinding'), (2, 'rak-dinding'), (3, 'lemari-pakaian'), (4, 'meja-rias'),
               (5, 'kursi-tamu'), (6, 'rak-buku'), (7, 'cermin'), (8, 'rak-sepatu'), (9, 'kotak-penyimpanan'),
               (10, 'sofa'), (11, 'ranjang-dipan'), (12, 'meja-makan'), (13, 'meja-kerja'), (14, 'set-taman'),
               (15, 'lemari-serbaguna'), (16, 'lampu-meja'), (17, 'karpet'), (18, 'ranjang-anak')) v (legacy, slug)
  JOIN categories l ON l.slug = v.slug
 WHERE categories.id = v.legacy;

-- The leaf a product's name points at (English or Bahasa words; the first rule that matches wins), else
-- the leaf its legacy category maps onto. Also used by the demo seed.
CREATE FUNCTION category_leaf_for(product_name text, legacy_id integer) RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT c.id
       FROM (VALUES
         (1, '\m(shoe rack|rak sepatu)', 'rak-sepatu'),
         (2, '\m(kids?|anak|child(ren)?)\M.*\m(bed|ranjang)|\m(bunk|ranjang anak)', 'ranjang-anak'),
         (3, '\m(kids?|anak|child(ren)?)\M.*\m(desk|meja)|meja belajar', 'meja-belajar-anak'),
         (4, '\m(toy|mainan)', 'penyimpanan-mainan'),
         (5, '\m(filing|arsip)\M', 'lemari-arsip'),
         (6, '\m(wardrobe|lemari pakaian|lemari two-door)', 'lemari-pakaian'),
         (7, '\m(mattress|kasur)\M', 'kasur'),
         (8, '\m(bedside|nightstand|nakas)\M', 'nakas'),
         (9, '\m(dressing table|vanity|rias)\M', 'meja-rias'),
         (10, '\m(bed|beds|bed frame|ranjang|dipan)\M', 'ranjang-dipan'),
         (11, '\m(bar stool|stool|kursi bar)\M', 'kursi-bar'),
         (12, '\m(kitchen|dapur)\M', 'kabinet-dapur'),
         (13, '\m(dining chair|kursi makan)\M', 'kursi-makan'),
         (14, '\m(dining table|meja makan)\M', 'meja-makan'),
         (15, '\m(office chair|kursi kantor)\M', 'kursi-kantor'),
         (16, '\m(desk|writing table|meja kerja|meja tulis)\M', 'meja-kerja'),
         (17, '\m(bookcase|bookshelf|rak buku|pustaka)\M', 'rak-buku'),
         (18, '\m(wall shelf|wall shelves|rak dinding)\M', 'rak-dinding'),
         (19, '\m(garden set|set taman)\M', 'set-taman'),
         (20, '\m(lounge|deck chair|kursi santai)\M', 'kursi-santai'),
         (21, '\m(sofa|sofas|couch)\M', 'sofa'),
         (22, '\m(armchair|kursi tamu)\M', 'kursi-tamu'),
         (23, '\m(coffee table|meja tamu|meja kopi)\M', 'meja-tamu'),
         (24, '\m(sideboard|buffet|bufet|tv)\M', 'meja-tv-bufet'),
         (25, '\m(bench|bangku)\M', 'bangku-taman'),
         (26, '\m(pendant|lampu gantung)\M', 'lampu-gantung'),
         (27, '\m(floor lamp|lampu lantai)\M', 'lampu-lantai'),
         (28, '\m(lamp|lampu)\M', 'lampu-meja'),
         (29, '\m(mirror|cermin)\M', 'cermin'),
         (30, '\m(rug|carpet|karpet)\M', 'karpet'),
         (31, '\m(cushion|pillow|bantal)\M', 'bantal'),
         (32, '\m(wall clock|jam dinding|wall art|painting|lukisan|hiasan|vase|vas)\M', 'hiasan-dinding'),
         (33, '\m(storage box|basket|keranjang|kotak|tray)\M', 'kotak-penyimpanan'),
         (34, '\m(cabinet|lemari|kabinet)\M', 'lemari-serbaguna'),
         (35, '\m(chair|kursi)\M', 'kursi-makan'),
         (36, '\m(table|meja)\M', 'meja-tamu')
       ) r (rank, pattern, slug)
       JOIN categories c ON c.slug = r.slug
      WHERE product_name ~* r.pattern
      ORDER BY r.rank
      LIMIT 1),
    (SELECT leaf_id FROM categories WHERE id = legacy_id),
    (SELECT id FROM categories WHERE slug = 'lemari-serbaguna'))
$$;

-- Every existing product moves into a leaf; its photos, orders and reviews hang on its id and stay.
UPDATE products SET category_id = category_leaf_for(name, category_id)
 WHERE category_id IN (SELECT id FROM categories WHERE slug IS NULL);

-- An operator's change to the tree (add, rename, move, retire) changes what lists, counts and names answer:
-- everything the catalogue keeps is read again (rare; docs/decisions/036).
CREATE FUNCTION notify_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(rima_channel('catalog_changed'), '{"all":true}');
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_categories_changed();
