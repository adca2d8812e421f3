// The bench catalogue's words (bench/seed-sql.mjs): furniture kinds, materials and styles in English and
// Bahasa Indonesia (pairs, index for index), description phrases, towns, colours, and collection names made
// from Indonesian-sounding syllables by a seeded generator — a vocabulary of thousands of words, like a real
// marketplace's, so PostgreSQL corrects typos through the trigram GIN index of `search_terms`. Deterministic.

/** [English, Indonesian, category id] per kind of product (categories 10–18 of migration 0021). */
export const KIND_ROWS = [
  ['Sofa', 'Sofa', 10],
  ['Sectional Sofa', 'Sofa Sudut', 10],
  ['Sofa Bed', 'Sofa Bed', 10],
  ['Armchair', 'Kursi Santai', 10],
  ['Coffee Table', 'Meja Tamu', 10],
  ['Side Table', 'Meja Samping', 10],
  ['TV Cabinet', 'Bufet TV', 10],
  ['Console Table', 'Meja Konsol', 10],
  ['Ottoman', 'Puf', 10],
  ['Recliner', 'Kursi Malas', 10],
  ['Bed Frame', 'Ranjang', 11],
  ['Mattress', 'Kasur', 11],
  ['Wardrobe', 'Lemari Pakaian', 11],
  ['Nightstand', 'Nakas', 11],
  ['Dressing Table', 'Meja Rias', 11],
  ['Headboard', 'Sandaran Ranjang', 11],
  ['Dining Table', 'Meja Makan', 12],
  ['Dining Chair', 'Kursi Makan', 12],
  ['Bar Stool', 'Kursi Bar', 12],
  ['Sideboard', 'Bufet', 12],
  ['Kitchen Cabinet', 'Kabinet Dapur', 12],
  ['Desk', 'Meja Kerja', 13],
  ['Office Chair', 'Kursi Kantor', 13],
  ['Filing Cabinet', 'Lemari Arsip', 13],
  ['Garden Bench', 'Bangku Taman', 14],
  ['Patio Set', 'Set Teras', 14],
  ['Sun Lounger', 'Kursi Pantai', 14],
  ['Hammock', 'Ayunan', 14],
  ['Bookshelf', 'Rak Buku', 15],
  ['Shoe Rack', 'Rak Sepatu', 15],
  ['Chest of Drawers', 'Lemari Laci', 15],
  ['Storage Cabinet', 'Lemari Penyimpanan', 15],
  ['Wall Shelf', 'Rak Dinding', 15],
  ['Floor Lamp', 'Lampu Lantai', 16],
  ['Table Lamp', 'Lampu Meja', 16],
  ['Pendant Lamp', 'Lampu Gantung', 16],
  ['Wall Lamp', 'Lampu Dinding', 16],
  ['Mirror', 'Cermin', 17],
  ['Rug', 'Karpet', 17],
  ['Wall Clock', 'Jam Dinding', 17],
  ['Vase', 'Vas Bunga', 17],
  ['Cushion', 'Bantal Sofa', 17],
  ['Curtain', 'Gorden', 17],
  ['Kids Chair', 'Kursi Anak', 18],
  ['Bunk Bed', 'Ranjang Susun', 18],
  ['Study Desk', 'Meja Belajar', 18],
  ['Crib', 'Box Bayi', 18],
  ['Toy Box', 'Kotak Mainan', 18],
];

/** [English, Indonesian] materials; the English one is also the product's `material` column. */
export const MATERIAL_ROWS = [
  ['Teak', 'Jati'],
  ['Mahogany', 'Mahoni'],
  ['Pine', 'Pinus'],
  ['Oak', 'Oak'],
  ['Walnut', 'Walnut'],
  ['Rattan', 'Rotan'],
  ['Bamboo', 'Bambu'],
  ['Rosewood', 'Sonokeling'],
  ['Acacia', 'Akasia'],
  ['Mango Wood', 'Kayu Mangga'],
  ['Suar Wood', 'Kayu Suar'],
  ['Trembesi', 'Trembesi'],
  ['Mindi', 'Mindi'],
  ['Ash', 'Ash'],
  ['Beech', 'Beech'],
  ['Plywood', 'Multipleks'],
  ['Particle Board', 'Papan Partikel'],
  ['Marble', 'Marmer'],
  ['Granite', 'Granit'],
  ['Glass', 'Kaca'],
  ['Steel', 'Baja'],
  ['Iron', 'Besi'],
  ['Aluminium', 'Aluminium'],
  ['Leather', 'Kulit'],
  ['Faux Leather', 'Kulit Sintetis'],
  ['Fabric', 'Kain'],
  ['Linen', 'Linen'],
  ['Velvet', 'Beludru'],
  ['Cotton', 'Katun'],
  ['Wicker', 'Anyaman'],
  ['Seagrass', 'Mendong'],
  ['Water Hyacinth', 'Eceng Gondok'],
  ['Terrazzo', 'Teraso'],
  ['Stone', 'Batu Alam'],
  ['Brass', 'Kuningan'],
  ['Copper', 'Tembaga'],
  ['Ceramic', 'Keramik'],
  ['Concrete', 'Beton'],
];

/** [English, Indonesian] styles. */
export const STYLE_ROWS = [
  ['Modern', 'Modern'],
  ['Minimalist', 'Minimalis'],
  ['Classic', 'Klasik'],
  ['Scandinavian', 'Skandinavia'],
  ['Industrial', 'Industrial'],
  ['Vintage', 'Vintage'],
  ['Rustic', 'Rustik'],
  ['Retro', 'Retro'],
  ['Contemporary', 'Kontemporer'],
  ['Tropical', 'Tropis'],
  ['Colonial', 'Kolonial'],
  ['Japandi', 'Japandi'],
  ['Bohemian', 'Bohemian'],
  ['Coastal', 'Pantai'],
  ['Nordic', 'Nordik'],
  ['Urban', 'Urban'],
  ['Heritage', 'Antik'],
  ['Elegant', 'Elegan'],
  ['Compact', 'Ringkas'],
  ['Grand', 'Mewah'],
  ['Soft', 'Lembut'],
  ['Natural', 'Alami'],
  ['Ethnic', 'Etnik'],
  ['Carved', 'Ukir'],
  ['Traditional', 'Tradisional'],
  ['Folding', 'Lipat'],
];

export const TOWNS = [
  'Jepara', 'Solo', 'Cirebon', 'Klaten', 'Bali', 'Yogyakarta', 'Surabaya', 'Bandung', 'Semarang', 'Kudus',
  'Tasikmalaya', 'Madura', 'Sukoharjo', 'Pasuruan', 'Lombok', 'Malang', 'Sidoarjo', 'Tangerang', 'Bekasi',
  'Bogor', 'Medan', 'Makassar', 'Palembang', 'Pontianak', 'Samarinda', 'Blora', 'Gresik', 'Kediri', 'Rembang',
  'Pekalongan', 'Tegal', 'Garut', 'Sumedang', 'Purwakarta', 'Magelang', 'Wonosobo', 'Ubud', 'Gianyar',
];

/** [English, Indonesian] colours and finishes. */
export const COLOR_ROWS = [
  ['white', 'putih'], ['black', 'hitam'], ['brown', 'coklat'], ['grey', 'abu'], ['cream', 'krem'],
  ['beige', 'beige'], ['navy', 'biru dongker'], ['olive', 'hijau zaitun'], ['mustard', 'kuning mustard'],
  ['terracotta', 'terakota'], ['sage', 'hijau sage'], ['charcoal', 'arang'], ['ivory', 'gading'],
  ['natural', 'natural'], ['honey', 'madu'], ['espresso', 'espresso'], ['burgundy', 'merah marun'],
];
export const FINISH_ROWS = [
  ['natural oil', 'minyak alami'], ['glossy', 'mengkilap'], ['matte', 'doff'], ['duco', 'duco'],
  ['melamine', 'melamin'], ['French polish', 'politur'], ['waxed', 'lilin'], ['lacquered', 'pernis'],
  ['antique', 'antik'], ['whitewashed', 'cat putih tipis'], ['distressed', 'efek usang'], ['burnished', 'bakar'],
];
export const ROOM_ROWS = [
  ['living room', 'ruang tamu'], ['bedroom', 'kamar tidur'], ['dining room', 'ruang makan'],
  ['home office', 'ruang kerja'], ['terrace', 'teras'], ['garden', 'taman'], ['kids room', 'kamar anak'],
  ['apartment', 'apartemen'], ['cafe', 'kafe'], ['hotel', 'hotel'], ['villa', 'vila'], ['studio', 'studio'],
];
export const FEATURE_ROWS = [
  ['Easy to assemble', 'Mudah dirakit'], ['Termite resistant', 'Tahan rayap'],
  ['Scratch resistant', 'Anti gores'], ['Folds flat', 'Bisa dilipat'], ['Hidden drawer', 'Laci tersembunyi'],
  ['Powder-coated legs', 'Kaki besi dicat bubuk'], ['Lockable castors', 'Roda bisa dikunci'],
  ['One-year warranty', 'Garansi satu tahun'], ['Sturdy kiln-dried frame', 'Rangka kayu oven kokoh'],
  ['High-density foam', 'Busa padat empuk'], ['Tall backrest', 'Sandaran tinggi'],
  ['Rounded corners', 'Sudut membulat'], ['Removable covers', 'Sarung bisa dilepas'],
  ['Weatherproof', 'Tahan cuaca'], ['Soft-close hinges', 'Engsel pelan'], ['Adjustable shelves', 'Rak bisa diatur'],
  ['Hand-woven seat', 'Dudukan anyaman tangan'], ['Solid joinery', 'Sambungan pasak'],
  ['Water-based paint', 'Cat berbasis air'], ['Cable management', 'Lubang kabel'],
  ['Ships assembled', 'Dikirim sudah jadi'], ['Made to order', 'Dibuat sesuai pesanan'],
];

// Collection names: two or three syllables, seeded, distinct ("Sekarmaya", "Arunika", ...).
const SYLLABLES = [
  'a', 'ba', 'ca', 'da', 'dra', 'ga', 'ha', 'ja', 'ka', 'kar', 'la', 'lin', 'ma', 'man', 'na', 'nda', 'pa',
  'pra', 'ra', 'ran', 'sa', 'sak', 'se', 'sek', 'ta', 'tri', 'wa', 'wi', 'ya', 'yu', 'ru', 'ni', 'ti', 'ki',
  'lo', 'mo', 'ku', 'su', 'gan', 'dan', 'sar', 'bu', 'ja', 'ri', 'ne', 'nu', 'ar', 'in', 'ka', 'sin',
];
function collections(count, seed) {
  let a = seed >>> 0;
  const next = (n) => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return Math.floor((a / 4294967296) * n);
  };
  const out = new Set();
  while (out.size < count) {
    let name = '';
    for (let k = 2 + next(2); k > 0; k -= 1) name += SYLLABLES[next(SYLLABLES.length)];
    if (name.length >= 5) out.add(name[0].toUpperCase() + name.slice(1));
  }
  return [...out];
}
/** Product lines: each names ~40 of 100,000 products (the rare words of a search). */
export const COLLECTIONS = collections(2500, 13);

/** The 50 bench stores' names. */
export const STORE_NAMES = (() => {
  const heads = ['Mebel', 'Rumah', 'Galeri', 'Griya', 'Sentra', 'Pusat', 'Istana', 'Kampung', 'Dunia', 'Omah'];
  const tails = ['Jati', 'Rotan', 'Kayu', 'Interior', 'Living'];
  return Array.from({ length: 50 }, (_, i) => `${heads[i % 10]} ${tails[Math.floor(i / 10)]} ${TOWNS[i % 38]}`);
})();
