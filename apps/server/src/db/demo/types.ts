import type { FurnitureKind } from '../seed-art';
import type { CategorySlug, ColourCode, MaterialCode, StyleCode } from './vocab';

/**
 * A variant (docs/decisions/038): options such as Ukuran and Warna, its own SKU, price and stock. The seed
 * writes them as the product's variants; a product without them is its own default variant.
 */
export type DemoVariant = { options: Record<string, string>; sku: string; price: number; stock: number };

/** One demo listing, written as an Indonesian seller writes it; the English name and text are optional. */
export type DemoProduct = {
  name: string;
  description: string;
  name_en?: string;
  description_en?: string;
  /** A leaf of the category tree. */
  category: CategorySlug;
  material: MaterialCode;
  style: StyleCode;
  color: ColourCode;
  /** The workshop's own line (free text); most listings have none. */
  brand?: string;
  finish?: string;
  /** Width × depth × height in cm. */
  size: readonly [number, number, number];
  weight: number;
  /** The packed size when it is not the piece plus a crate: width, depth, height in cm and kg. */
  packed?: readonly [number, number, number, number];
  seats?: number;
  assembly: boolean;
  warranty: number;
  price: number;
  stock: number;
  sold: number;
  /** How many drawn photos (default 1). */
  photos?: 1 | 2 | 3 | 4 | 5;
  /** The drawing when the category's default does not fit. */
  art?: FurnitureKind;
  variants?: DemoVariant[];
};

export type DemoArea = { province: string; regency: string; district: string; village: string; postal: string };

/** A demo store: the seller account, where it ships from, its assembly price, calendar and own delivery. */
export type DemoStore = {
  email: string;
  name: string;
  owner: string;
  gender: 'male' | 'female';
  phone: string;
  city: string;
  street: string;
  area: DemoArea;
  description: string;
  /** null: the store does not assemble. */
  assembly: number | null;
  windows: { starts: string; ends: string; capacity: number }[];
  /** Own delivery: city/regency code → price. */
  own: [string, number][];
  products: DemoProduct[];
};
