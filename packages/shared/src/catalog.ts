// spec §3 and API-COMPAT 15: ids and names are part of the wire contract; never renumber them.
export const CATEGORIES = [
  { id: 1, name: 'Accessories' },
  { id: 2, name: 'Brands' },
  { id: 3, name: 'Clothing' },
  { id: 4, name: 'Fashion' },
  { id: 5, name: 'Furniture' },
  { id: 6, name: 'Men' },
  { id: 7, name: 'Women' },
  { id: 8, name: 'Shoes' },
  { id: 9, name: 'Wallets' },
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
