/**
 * The furniture facts of each slot (migration 0075, docs/decisions/037), beside the columns of
 * catalog.columns.ts: the short texts repeat (a brand, a style) and are interned; the English name and
 * description live in byte pools like the Indonesian ones.
 */
import { brandKey } from '@rima/shared/catalog';
import { TextPool } from './catalog.columns';
import { FACT_COLUMNS } from './catalog.fields';

export { FACT_COLUMNS };

export type ProductFacts = {
  /** The free-text brand (null: none; the legacy brand_id may still name one). */
  brand: string | null;
  style: string | null;
  finish: string | null;
  seats: number | null;
  assembly_required: boolean | null;
  warranty_months: number | null;
  name_en: string | null;
  description_en: string | null;
};

export class FactStore {
  brand: (string | null)[] = [];
  /** brandKey() of the free-text brand: what the brand filter compares. */
  brandKey: (string | null)[] = [];
  style: (string | null)[] = [];
  finish: (string | null)[] = [];
  seats: (number | null)[] = [];
  assembly: (boolean | null)[] = [];
  warranty: (number | null)[] = [];
  readonly nameEn = new TextPool();
  readonly descriptionEn = new TextPool();
  private readonly strings = new Map<string, string>();

  private intern(text: string | null | undefined): string | null {
    if (text === null || text === undefined) return null;
    const kept = this.strings.get(text);
    if (kept !== undefined) return kept;
    if (this.strings.size >= 10_000) this.strings.clear();
    this.strings.set(text, text);
    return text;
  }

  write(slot: number, p: Partial<ProductFacts>) {
    this.brand[slot] = this.intern(p.brand);
    this.brandKey[slot] = p.brand ? this.intern(brandKey(p.brand)) : null;
    this.style[slot] = this.intern(p.style);
    this.finish[slot] = this.intern(p.finish);
    this.seats[slot] = p.seats ?? null;
    this.assembly[slot] = p.assembly_required ?? null;
    this.warranty[slot] = p.warranty_months ?? null;
    this.nameEn.set(slot, p.name_en ?? '');
    this.descriptionEn.set(slot, p.description_en ?? '');
  }

  /** The facts a slot has; those not given are left out (an object per answer stays small). */
  read(slot: number): Partial<ProductFacts> {
    const facts: Partial<ProductFacts> = {};
    const put = <K extends keyof ProductFacts>(key: K, value: ProductFacts[K] | undefined) => {
      if (value !== null && value !== undefined) facts[key] = value;
    };
    put('brand', this.brand[slot]);
    put('style', this.style[slot]);
    put('finish', this.finish[slot]);
    put('seats', this.seats[slot]);
    put('assembly_required', this.assembly[slot]);
    put('warranty_months', this.warranty[slot]);
    put('name_en', this.nameEn.get(slot) || null);
    put('description_en', this.descriptionEn.get(slot) || null);
    return facts;
  }

  trim(count: number) {
    this.nameEn.trim(count);
    this.descriptionEn.trim(count);
  }
}
