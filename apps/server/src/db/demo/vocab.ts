import type { FurnitureKind } from '../seed-art';

/**
 * The shared catalogue vocabulary as the demo data uses it: category leaf slugs, material, style and colour
 * codes (the codes agreed for the category tree and the product attributes). Until those land in
 * @rima/shared, the demo keeps its own typed copy here so a typo in the data fails the typecheck.
 */

/** Every leaf of the category tree (migration 0073 gives their ids), with the drawing of its photos. */
export const LEAVES = {
  sofa: { art: 'sofa' },
  'kursi-tamu': { art: 'armchair' },
  'meja-tamu': { art: 'coffee-table' },
  'meja-tv-bufet': { art: 'sideboard' },
  'lemari-pakaian': { art: 'wardrobe' },
  'ranjang-dipan': { art: 'bed' },
  kasur: { art: 'bed' },
  nakas: { art: 'nightstand' },
  'meja-rias': { art: 'desk' },
  'meja-makan': { art: 'dining-table' },
  'kursi-makan': { art: 'chair' },
  'kursi-bar': { art: 'stool' },
  'kabinet-dapur': { art: 'sideboard' },
  'meja-kerja': { art: 'desk' },
  'kursi-kantor': { art: 'chair' },
  'rak-buku': { art: 'bookshelf' },
  'lemari-arsip': { art: 'nightstand' },
  'ranjang-anak': { art: 'bed' },
  'meja-belajar-anak': { art: 'desk' },
  'penyimpanan-mainan': { art: 'sideboard' },
  'set-taman': { art: 'dining-table' },
  'kursi-santai': { art: 'armchair' },
  'bangku-taman': { art: 'bench' },
  'rak-sepatu': { art: 'shoe-rack' },
  'rak-dinding': { art: 'bookshelf' },
  'lemari-serbaguna': { art: 'wardrobe' },
  'kotak-penyimpanan': { art: 'tray' },
  'lampu-gantung': { art: 'pendant-lamp' },
  'lampu-lantai': { art: 'floor-lamp' },
  'lampu-meja': { art: 'table-lamp' },
  cermin: { art: 'mirror' },
  karpet: { art: 'tray' },
  bantal: { art: 'cushion' },
  'hiasan-dinding': { art: 'clock' },
} as const satisfies Record<string, { art: FurnitureKind }>;
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
