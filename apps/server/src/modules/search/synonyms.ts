/**
 * Furniture words that mean the same thing, in Bahasa Indonesia and English. Data, not logic:
 * each group is one meaning; a query word from a group also searches for every other entry of the group.
 * Entries are lower case without accents; an entry of several words is searched as a phrase.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lemari', 'almari', 'wardrobe', 'closet', 'cupboard', 'armoire'],
  ['kursi', 'bangku', 'chair', 'seat', 'stool', 'dingklik'],
  ['bangku', 'bench'],
  ['meja', 'table', 'desk'],
  ['meja makan', 'dining table'],
  ['meja kerja', 'meja tulis', 'desk', 'writing desk'],
  ['meja kopi', 'meja tamu', 'coffee table'],
  ['meja rias', 'dressing table', 'vanity'],
  ['nakas', 'meja samping', 'bedside table', 'nightstand'],
  ['kasur', 'spring bed', 'mattress', 'springbed'],
  ['ranjang', 'tempat tidur', 'dipan', 'bed', 'bed frame'],
  ['rak', 'shelf', 'shelves', 'rack'],
  ['rak buku', 'bookshelf', 'bookcase'],
  ['rak sepatu', 'shoe rack'],
  ['sofa', 'kursi tamu', 'couch', 'settee'],
  ['sofa bed', 'sofabed', 'sofa tidur'],
  ['lampu', 'lamp', 'light', 'lighting'],
  ['lampu gantung', 'pendant lamp', 'pendant'],
  ['cermin', 'kaca', 'mirror'],
  ['jati', 'teak'],
  ['rotan', 'rattan'],
  ['bambu', 'bamboo'],
  ['mahoni', 'mahogany'],
  ['kayu', 'wood', 'wooden'],
  ['pinus', 'pine'],
  ['kulit', 'leather'],
  ['kain', 'fabric'],
  ['marmer', 'marble'],
  ['besi', 'baja', 'steel', 'iron', 'metal'],
  ['bantal', 'cushion', 'pillow'],
  ['karpet', 'permadani', 'rug', 'carpet'],
  ['jam', 'clock'],
  ['vas', 'jambangan', 'vase'],
  ['laci', 'drawer', 'drawers'],
  ['bufet', 'buffet', 'sideboard', 'credenza'],
  ['kabinet', 'cabinet'],
  ['ruang tamu', 'living room'],
  ['kamar tidur', 'bedroom'],
  ['ruang makan', 'dining'],
  ['kantor', 'office'],
  ['luar ruangan', 'taman', 'teras', 'outdoor', 'garden', 'patio'],
  ['penyimpanan', 'storage'],
  ['dekorasi', 'hiasan', 'decor', 'decoration'],
  ['anak', 'kids', 'children', 'child'],
  ['makan', 'dining'],
];

/** Word (or phrase) → every entry of every group it is in, itself included. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    for (const entry of group) {
      const set = map.get(entry) ?? new Set<string>();
      for (const other of group) set.add(other);
      map.set(entry, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();
