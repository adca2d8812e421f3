import type { FurnitureKind } from '../seed-art';

/**
 * The shared catalogue vocabulary as the demo data uses it: category leaf slugs, material, style and colour
 * codes (the codes agreed for the category tree and the product attributes). Until those land in
 * @rima/shared, the demo keeps its own typed copy here so a typo in the data fails the typecheck.
 */

/** Every leaf of the category tree, with the legacy category id (10–18) it maps onto today and its drawing. */
export const LEAVES = {
  sofa: { legacy: 10, art: 'sofa' },
  'kursi-tamu': { legacy: 10, art: 'armchair' },
  'meja-tamu': { legacy: 10, art: 'coffee-table' },
  'meja-tv-bufet': { legacy: 10, art: 'sideboard' },
  'lemari-pakaian': { legacy: 11, art: 'wardrobe' },
  'ranjang-dipan': { legacy: 11, art: 'bed' },
  kasur: { legacy: 11, art: 'bed' },
  nakas: { legacy: 11, art: 'nightstand' },
  'meja-rias': { legacy: 11, art: 'desk' },
  'meja-makan': { legacy: 12, art: 'dining-table' },
  'kursi-makan': { legacy: 12, art: 'chair' },
  'kursi-bar': { legacy: 12, art: 'stool' },
  'kabinet-dapur': { legacy: 12, art: 'sideboard' },
  'meja-kerja': { legacy: 13, art: 'desk' },
  'kursi-kantor': { legacy: 13, art: 'chair' },
  'rak-buku': { legacy: 15, art: 'bookshelf' },
  'lemari-arsip': { legacy: 13, art: 'nightstand' },
  'ranjang-anak': { legacy: 18, art: 'bed' },
  'meja-belajar-anak': { legacy: 18, art: 'desk' },
  'penyimpanan-mainan': { legacy: 18, art: 'sideboard' },
  'set-taman': { legacy: 14, art: 'dining-table' },
  'kursi-santai': { legacy: 14, art: 'armchair' },
  'bangku-taman': { legacy: 14, art: 'bench' },
  'rak-sepatu': { legacy: 15, art: 'shoe-rack' },
  'rak-dinding': { legacy: 15, art: 'bookshelf' },
  'lemari-serbaguna': { legacy: 15, art: 'wardrobe' },
  'kotak-penyimpanan': { legacy: 15, art: 'tray' },
  'lampu-gantung': { legacy: 16, art: 'pendant-lamp' },
  'lampu-lantai': { legacy: 16, art: 'floor-lamp' },
  'lampu-meja': { legacy: 16, art: 'table-lamp' },
  cermin: { legacy: 17, art: 'mirror' },
  karpet: { legacy: 17, art: 'tray' },
  bantal: { legacy: 17, art: 'cushion' },
  'hiasan-dinding': { legacy: 17, art: 'clock' },
} as const satisfies Record<string, { legacy: number; art: FurnitureKind }>;
export type CategorySlug = keyof typeof LEAVES;

export const MATERIALS = [
  'jati',
  'mahoni',
  'trembesi',
  'pinus',
  'rotan',
  'bambu',
  'mdf-hpl',
  'besi',
  'aluminium',
  'kaca',
  'kain',
  'beludru',
  'kulit',
  'lainnya',
] as const;
export type MaterialCode = (typeof MATERIALS)[number];

export const STYLES = ['minimalis', 'skandinavia', 'industrial', 'klasik-ukir', 'rustic', 'modern'] as const;
export type StyleCode = (typeof STYLES)[number];

/** Colour code → its hex (drawn in the photos) and the legacy colour id (1–6) the code maps onto today. */
export const COLOURS = {
  natural: { hex: '#C8A878', legacy: 1 },
  walnut: { hex: '#5C4033', legacy: 3 },
  coklat: { hex: '#7B4B2A', legacy: 1 },
  putih: { hex: '#F5F5F0', legacy: 2 },
  hitam: { hex: '#222222', legacy: 3 },
  'abu-abu': { hex: '#8A8A8A', legacy: 3 },
  krem: { hex: '#E8DCC4', legacy: 6 },
  'hijau-sage': { hex: '#9CAF88', legacy: 5 },
  'biru-navy': { hex: '#1F3A5F', legacy: 4 },
  terakota: { hex: '#C0643B', legacy: 6 },
  'kuning-mustard': { hex: '#D4A017', legacy: 6 },
} as const satisfies Record<string, { hex: string; legacy: number }>;
export type ColourCode = keyof typeof COLOURS;
