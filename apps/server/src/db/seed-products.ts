import { BALI_DECO } from './demo/store-bali-deco';
import { BALI_TEAK } from './demo/store-bali-teak';
import { JAKARTA_MODERN } from './demo/store-jakarta-modern';
import { JATI_JEPARA } from './demo/store-jati-jepara';
import { KAMAR_ANAK } from './demo/store-kamar-anak';
import { KANTOR_SEMARANG } from './demo/store-kantor-semarang';
import { KAYU_JOGJA } from './demo/store-kayu-jogja';
import { LAMPU_JOGJA } from './demo/store-lampu-jogja';
import { ROTAN_CIREBON } from './demo/store-rotan-cirebon';
import { ROTAN_TRANGSAN } from './demo/store-rotan-trangsan';
import { SURABAYA_SOFA } from './demo/store-surabaya-sofa';
import { UKIR_JEPARA } from './demo/store-ukir-jepara';
import type { DemoProduct, DemoStore } from './demo/types';

export type { DemoProduct, DemoStore } from './demo/types';

/** Demo accounts (README). Every one logs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'rimademo123';

/** The demo stores in account order: seller@, seller2@ … seller12@rima.test. */
export const DEMO_STORES: readonly DemoStore[] = [
  JATI_JEPARA,
  ROTAN_CIREBON,
  KAYU_JOGJA,
  BALI_TEAK,
  UKIR_JEPARA,
  SURABAYA_SOFA,
  JAKARTA_MODERN,
  KAMAR_ANAK,
  ROTAN_TRANGSAN,
  KANTOR_SEMARANG,
  LAMPU_JOGJA,
  BALI_DECO,
];

export type DemoUser = {
  role: 'seller' | 'customer';
  email: string;
  /** Store name for sellers, username for customers. */
  username: string;
  name: string;
  gender: string;
  phone: string;
  address: string;
  store_desc: string;
};

const CUSTOMERS: DemoUser[] = [
  {
    role: 'customer',
    email: 'customer@rima.test',
    username: 'budi',
    name: 'Budi Santoso',
    gender: 'male',
    phone: '081298765401',
    address: 'Jl. Kemang Raya No. 21, Jakarta Selatan',
    store_desc: '',
  },
  {
    role: 'customer',
    email: 'customer2@rima.test',
    username: 'sari',
    name: 'Sari Wulandari',
    gender: 'female',
    phone: '081298765402',
    address: 'Jl. Dago No. 112, Bandung',
    store_desc: '',
  },
];

/** The sellers (one per store, in DEMO_STORES order), then the customers. */
export const DEMO_USERS: DemoUser[] = [
  ...DEMO_STORES.map((s): DemoUser => ({
    role: 'seller',
    email: s.email,
    username: s.name,
    name: s.owner,
    gender: s.gender,
    phone: s.phone,
    address: `${s.street}, ${s.city}`,
    store_desc: s.description,
  })),
  ...CUSTOMERS,
];

/** A product with its store (an index into DEMO_STORES). */
export type ListedDemoProduct = DemoProduct & { seller: number };

/**
 * Every demo product, oldest first (the last one is the newest): the stores take turns, so any page of
 * "latest" shows several stores.
 */
export const DEMO_PRODUCTS: ListedDemoProduct[] = Array.from(
  { length: Math.max(...DEMO_STORES.map((s) => s.products.length)) },
  (_, round) =>
    DEMO_STORES.flatMap((store, seller) => {
      const product = store.products[round];
      return product ? [{ ...product, seller }] : [];
    }),
).flat();
