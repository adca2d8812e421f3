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
