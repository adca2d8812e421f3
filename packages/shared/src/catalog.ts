// spec §3 and API-COMPAT 15: ids and names are part of the wire contract; never renumber them.
// The furniture taxonomy follows the spec's nine (ids 10–18); nameId is the Indonesian name.
export const CATEGORIES = [
  { id: 1, name: 'Accessories', nameId: 'Aksesori' },
  { id: 2, name: 'Brands', nameId: 'Merek' },
  { id: 3, name: 'Clothing', nameId: 'Pakaian' },
  { id: 4, name: 'Fashion', nameId: 'Fesyen' },
  { id: 5, name: 'Furniture', nameId: 'Furnitur' },
  { id: 6, name: 'Men', nameId: 'Pria' },
  { id: 7, name: 'Women', nameId: 'Wanita' },
  { id: 8, name: 'Shoes', nameId: 'Sepatu' },
  { id: 9, name: 'Wallets', nameId: 'Dompet' },
  { id: 10, name: 'Living Room', nameId: 'Ruang Tamu' },
  { id: 11, name: 'Bedroom', nameId: 'Kamar Tidur' },
  { id: 12, name: 'Dining', nameId: 'Ruang Makan' },
  { id: 13, name: 'Office', nameId: 'Kantor' },
  { id: 14, name: 'Outdoor', nameId: 'Luar Ruangan' },
  { id: 15, name: 'Storage', nameId: 'Penyimpanan' },
  { id: 16, name: 'Lighting', nameId: 'Lampu' },
  { id: 17, name: 'Decor', nameId: 'Dekorasi' },
  { id: 18, name: 'Kids', nameId: 'Anak' },
] as const;

/** A leaf of the furniture tree: a product's category is always one. */
export type CategoryLeafDef = { id: number; slug: string; name: string; nameId: string };
/** A top-level furniture category and its leaves. */
export type CategoryTopDef = CategoryLeafDef & { children: readonly CategoryLeafDef[] };

/**
 * The furniture category tree as migration 0073 seeds it (docs/decisions/036): ids from 100, a slug for the
 * pages' URLs, the English name and the Bahasa one. Operators may change it later; the live tree is the
 * answer of `GET /categories?tree=1`. The rows above (1–18) stay for the old API and map onto leaves.
 */
export const CATEGORY_TREE: readonly CategoryTopDef[] = [
  {
    id: 100,
    slug: 'ruang-tamu',
    name: 'Living Room',
    nameId: 'Ruang Tamu',
    children: [
      { id: 110, slug: 'sofa', name: 'Sofas', nameId: 'Sofa' },
      { id: 111, slug: 'kursi-tamu', name: 'Armchairs', nameId: 'Kursi Tamu' },
      { id: 112, slug: 'meja-tamu', name: 'Coffee Tables', nameId: 'Meja Tamu' },
      { id: 113, slug: 'meja-tv-bufet', name: 'TV Stands & Sideboards', nameId: 'Meja TV & Bufet' },
    ],
  },
  {
    id: 101,
    slug: 'kamar-tidur',
    name: 'Bedroom',
    nameId: 'Kamar Tidur',
    children: [
      { id: 114, slug: 'lemari-pakaian', name: 'Wardrobes', nameId: 'Lemari Pakaian' },
      { id: 115, slug: 'ranjang-dipan', name: 'Beds & Bed Frames', nameId: 'Ranjang & Dipan' },
      { id: 116, slug: 'kasur', name: 'Mattresses', nameId: 'Kasur' },
      { id: 117, slug: 'nakas', name: 'Bedside Tables', nameId: 'Nakas' },
      { id: 118, slug: 'meja-rias', name: 'Dressing Tables', nameId: 'Meja Rias' },
    ],
  },
  {
    id: 102,
    slug: 'ruang-makan-dapur',
    name: 'Dining & Kitchen',
    nameId: 'Ruang Makan & Dapur',
    children: [
      { id: 119, slug: 'meja-makan', name: 'Dining Tables', nameId: 'Meja Makan' },
      { id: 120, slug: 'kursi-makan', name: 'Dining Chairs', nameId: 'Kursi Makan' },
      { id: 121, slug: 'kursi-bar', name: 'Bar Stools', nameId: 'Kursi Bar' },
      { id: 122, slug: 'kabinet-dapur', name: 'Kitchen Cabinets', nameId: 'Kabinet Dapur' },
    ],
  },
  {
    id: 103,
    slug: 'kantor-belajar',
    name: 'Office & Study',
    nameId: 'Kantor & Belajar',
    children: [
      { id: 123, slug: 'meja-kerja', name: 'Desks', nameId: 'Meja Kerja' },
      { id: 124, slug: 'kursi-kantor', name: 'Office Chairs', nameId: 'Kursi Kantor' },
      { id: 125, slug: 'rak-buku', name: 'Bookcases', nameId: 'Rak Buku' },
      { id: 126, slug: 'lemari-arsip', name: 'Filing Cabinets', nameId: 'Lemari Arsip' },
    ],
  },
  {
    id: 104,
    slug: 'anak',
    name: 'Kids',
    nameId: 'Anak',
    children: [
      { id: 127, slug: 'ranjang-anak', name: "Kids' Beds", nameId: 'Ranjang Anak' },
      { id: 128, slug: 'meja-belajar-anak', name: "Kids' Desks", nameId: 'Meja Belajar Anak' },
      { id: 129, slug: 'penyimpanan-mainan', name: 'Toy Storage', nameId: 'Penyimpanan Mainan' },
    ],
  },
  {
    id: 105,
    slug: 'luar-ruangan',
    name: 'Outdoor',
    nameId: 'Luar Ruangan',
    children: [
      { id: 130, slug: 'set-taman', name: 'Garden Sets', nameId: 'Set Meja Kursi Taman' },
      { id: 131, slug: 'kursi-santai', name: 'Lounge Chairs', nameId: 'Kursi Santai' },
      { id: 132, slug: 'bangku-taman', name: 'Garden Benches', nameId: 'Bangku Taman' },
    ],
  },
  {
    id: 106,
    slug: 'penyimpanan',
    name: 'Storage',
    nameId: 'Penyimpanan',
    children: [
      { id: 133, slug: 'rak-sepatu', name: 'Shoe Racks', nameId: 'Rak Sepatu' },
      { id: 134, slug: 'rak-dinding', name: 'Wall Shelves', nameId: 'Rak Dinding' },
      { id: 135, slug: 'lemari-serbaguna', name: 'Storage Cabinets', nameId: 'Lemari Serbaguna' },
      { id: 136, slug: 'kotak-penyimpanan', name: 'Storage Boxes', nameId: 'Kotak Penyimpanan' },
    ],
  },
  {
    id: 107,
    slug: 'lampu',
    name: 'Lighting',
    nameId: 'Lampu',
    children: [
      { id: 137, slug: 'lampu-gantung', name: 'Pendant Lamps', nameId: 'Lampu Gantung' },
      { id: 138, slug: 'lampu-lantai', name: 'Floor Lamps', nameId: 'Lampu Lantai' },
      { id: 139, slug: 'lampu-meja', name: 'Table Lamps', nameId: 'Lampu Meja' },
    ],
  },
  {
    id: 108,
    slug: 'dekorasi',
    name: 'Decor',
    nameId: 'Dekorasi',
    children: [
      { id: 140, slug: 'cermin', name: 'Mirrors', nameId: 'Cermin' },
      { id: 141, slug: 'karpet', name: 'Rugs', nameId: 'Karpet' },
      { id: 142, slug: 'bantal', name: 'Cushions', nameId: 'Bantal' },
      { id: 143, slug: 'hiasan-dinding', name: 'Wall Decor', nameId: 'Hiasan Dinding' },
    ],
  },
];

export const BRANDS = [
  { id: 1, name: 'IKEA' },
  { id: 2, name: 'Mr Royal' },
  { id: 3, name: 'Sweet House' },
  { id: 4, name: 'North Oxford' },
  { id: 5, name: 'Mr.Poppin 1929' },
] as const;

export const SIZES = [
  { id: 1, name: 'S' },
  { id: 2, name: 'M' },
  { id: 3, name: 'L' },
  { id: 4, name: 'XL' },
  { id: 5, name: 'XXL' },
  { id: 6, name: 'Pull Size' },
] as const;

export const COLORS = [
  { id: 1, hex: '#A17F25', name: 'Ochre' },
  { id: 2, hex: '#6B8FBE', name: 'Sky Blue' },
  { id: 3, hex: '#49453D', name: 'Charcoal' },
  { id: 4, hex: '#504E86', name: 'Indigo' },
  { id: 5, hex: '#4E8651', name: 'Forest Green' },
  { id: 6, hex: '#EEA437', name: 'Marigold' },
] as const;

// Furniture attributes (docs/decisions/037): each controlled list lives here once, with both languages'
// labels; the server's validation, the seller's form and the list filters read it. Codes are stored.
export type Labelled<C extends string = string> = { code: C; id: string; en: string };

export const MATERIALS = [
  { code: 'jati', id: 'Jati', en: 'Teak' },
  { code: 'mahoni', id: 'Mahoni', en: 'Mahogany' },
  { code: 'trembesi', id: 'Trembesi', en: 'Suar (rain tree)' },
  { code: 'pinus', id: 'Pinus', en: 'Pine' },
  { code: 'rotan', id: 'Rotan', en: 'Rattan' },
  { code: 'bambu', id: 'Bambu', en: 'Bamboo' },
  { code: 'mdf-hpl', id: 'MDF/HPL', en: 'MDF/HPL' },
  { code: 'besi', id: 'Besi', en: 'Iron' },
  { code: 'aluminium', id: 'Aluminium', en: 'Aluminium' },
  { code: 'kaca', id: 'Kaca', en: 'Glass' },
  { code: 'kain', id: 'Kain', en: 'Fabric' },
  { code: 'beludru', id: 'Beludru', en: 'Velvet' },
  { code: 'kulit', id: 'Kulit', en: 'Leather' },
  { code: 'lainnya', id: 'Lainnya', en: 'Other' },
] as const satisfies readonly Labelled[];
export type MaterialCode = (typeof MATERIALS)[number]['code'];
/** What a material that matches no label becomes. */
export const OTHER_MATERIAL: MaterialCode = 'lainnya';

export const STYLES = [
  { code: 'minimalis', id: 'Minimalis', en: 'Minimalist' },
  { code: 'skandinavia', id: 'Skandinavia', en: 'Scandinavian' },
  { code: 'industrial', id: 'Industrial', en: 'Industrial' },
  { code: 'klasik-ukir', id: 'Klasik / Ukir', en: 'Classic / Carved' },
  { code: 'rustic', id: 'Rustic', en: 'Rustic' },
  { code: 'modern', id: 'Modern', en: 'Modern' },
] as const satisfies readonly Labelled[];
export type StyleCode = (typeof STYLES)[number]['code'];

/** The colour palette: rows of `colors` from id 101 (migration 0075); `id` is the row's id. */
export const PALETTE = [
  { rowId: 101, code: 'natural', hex: '#C8A878', id: 'Natural', en: 'Natural' },
  { rowId: 102, code: 'walnut', hex: '#5C4033', id: 'Walnut', en: 'Walnut' },
  { rowId: 103, code: 'coklat', hex: '#7B4B2A', id: 'Coklat', en: 'Brown' },
  { rowId: 104, code: 'putih', hex: '#F5F5F0', id: 'Putih', en: 'White' },
  { rowId: 105, code: 'hitam', hex: '#222222', id: 'Hitam', en: 'Black' },
  { rowId: 106, code: 'abu-abu', hex: '#8A8A8A', id: 'Abu-abu', en: 'Grey' },
  { rowId: 107, code: 'krem', hex: '#E8DCC4', id: 'Krem', en: 'Cream' },
  { rowId: 108, code: 'hijau-sage', hex: '#9CAF88', id: 'Hijau Sage', en: 'Sage Green' },
  { rowId: 109, code: 'biru-navy', hex: '#1F3A5F', id: 'Biru Navy', en: 'Navy Blue' },
  { rowId: 110, code: 'terakota', hex: '#C0643B', id: 'Terakota', en: 'Terracotta' },
  { rowId: 111, code: 'kuning-mustard', hex: '#D4A017', id: 'Kuning Mustard', en: 'Mustard' },
] as const;
export type ColorCode = (typeof PALETTE)[number]['code'];

/** The legacy colours (ids 1–6, COLORS above) and the palette colour each now stands for. */
export const LEGACY_COLOR_MAP: Readonly<Record<number, ColorCode>> = {
  1: 'kuning-mustard', // Ochre
  2: 'biru-navy', // Sky Blue
  3: 'abu-abu', // Charcoal
  4: 'biru-navy', // Indigo
  5: 'hijau-sage', // Forest Green
  6: 'kuning-mustard', // Marigold
};

/** The colour row a product stores for a colour id a client sent: legacy ids become their palette row. */
export function paletteRowId(colorId: number): number {
  const code = LEGACY_COLOR_MAP[colorId];
  return code === undefined ? colorId : (PALETTE.find((c) => c.code === code)?.rowId ?? colorId);
}

/** Ranges of the numeric facts (the database's CHECKs say the same). */
export const SEATS_MIN = 1;
export const SEATS_MAX = 20;
export const WARRANTY_MONTHS_MAX = 120;
export const BRAND_MAX = 60;
export const FINISH_MAX = 60;

/** An entry of a controlled list by code or by either language's label, any case; undefined: none. */
export function findLabelled<T extends Labelled>(list: readonly T[], text: string): T | undefined {
  const wanted = text.trim().toLowerCase();
  return list.find((e) => e.code === wanted || e.id.toLowerCase() === wanted || e.en.toLowerCase() === wanted);
}

/** The label of a code in a language ('id' Bahasa, 'en' English); the code itself when unknown. */
export function labelOf(list: readonly Labelled[], code: string | null | undefined, lang: 'id' | 'en'): string {
  if (!code) return '';
  const entry = list.find((e) => e.code === code);
  return entry ? entry[lang] : code;
}

/**
 * A brand's facet key: lower case, letters and digits only, words separated by one space ("Mr.Poppin 1929"
 * and "mr poppin 1929" are one brand). Migration 0075's generated `brand_key` computes the same.
 */
export function brandKey(brand: string): string {
  return brand
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Variants (docs/decisions/038): at most this many per product, over at most this many option names. */
export const VARIANTS_MAX = 50;
export const VARIANT_OPTIONS_MAX = 2;
/** An option's name ("Ukuran") and value ("160x200") are 1 to this many characters. */
export const VARIANT_OPTION_TEXT_MAX = 30;
export const VARIANT_SKU_MAX = 60;
