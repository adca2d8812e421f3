/**
 * The facets of a list answer (`facets=1`, docs/decisions/039) from the engine's raw counts
 * (engine/catalog.facets.ts): each alternative's value as the list query takes it, its label in the
 * request's language, and how many products it would give. How each facet groups comes from the registry.
 */
import type { FacetName, Facets, FacetValue } from '@rima/shared/api/catalog';
import { LEGACY_COLOR_MAP, MATERIALS, PALETTE, STYLES, brandKey, labelOf } from '@rima/shared/catalog';
import { formatIdr } from '@rima/shared/format';
import type { Language } from '@rima/shared/language';
import { FACETS, type Facet } from './catalog.attributes';
import type { CategoryTree } from './catalog.tree';
import type { CatalogNames, RawFacets } from './engine/catalog.engine';

type Counter = ReadonlyMap<number | string, number>;

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);

/** "KABUPATEN JEPARA" → "Kabupaten Jepara": the official names are in capitals. */
const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s(./-])\p{L}/gu, (m) => m.toUpperCase());

const TEXT = {
  id: {
    inStock: 'Stok tersedia',
    rating: 'Rating 4 ke atas',
    yes: 'Perlu dirakit',
    no: 'Tanpa perakitan',
    seats: 'kursi',
  },
  en: { inStock: 'In stock', rating: 'Rated 4 and up', yes: 'Needs assembly', no: 'No assembly', seats: 'seats' },
} as const;

/** Ranges between the bounds: `min-max` as min_price/max_price take them (the last open-ended). */
function ranges(facet: Facet, counts: Counter, unit: (n: number) => string): FacetValue[] {
  const bounds = facet.bounds ?? [];
  return bounds.concat(Infinity).map((upper, k) => {
    const lower = k === 0 ? 0 : (bounds[k - 1] as number) + 1;
    const label =
      upper === Infinity ? `> ${unit(lower - 1)}` : k === 0 ? `≤ ${unit(upper)}` : `${unit(lower)} – ${unit(upper)}`;
    return {
      value: upper === Infinity ? `${lower}-` : `${lower}-${upper}`,
      label,
      count: counts.get(k) ?? 0,
    };
  });
}

/** "At most each bound" (max_width=bound), then above the last (min_width=last+1 as `>last`). */
function upTo(facet: Facet, counts: Counter, unit: string): FacetValue[] {
  const bounds = facet.bounds ?? [];
  let sum = 0;
  const out = bounds.map((bound, k) => {
    sum += counts.get(k) ?? 0;
    return { value: String(bound), label: `≤ ${bound} ${unit}`, count: sum };
  });
  const last = bounds[bounds.length - 1] ?? 0;
  out.push({ value: `>${last}`, label: `> ${last} ${unit}`, count: counts.get(bounds.length) ?? 0 });
  return out;
}

/** A count per value held, of those holding at least it (min_seats=value). */
function atLeast(counts: Counter, label: (n: number) => string): FacetValue[] {
  const values = [...counts.keys()].map(Number).sort((a, b) => a - b);
  let sum = [...counts.values()].reduce((n, c) => n + c, 0);
  return values.map((value) => {
    const out = { value: String(value), label: label(value), count: sum };
    sum -= counts.get(value) ?? 0;
    return out;
  });
}

function values(counts: Counter, label: (key: number | string) => string, top?: number): FacetValue[] {
  const out = [...counts].map(([key, count]) => ({ value: String(key), label: label(key), count })).sort(byCount);
  return top === undefined ? out : out.slice(0, top);
}

/** Brands by facet key; the label is the most common spelling, a legacy brand counted under its name's key. */
function brands(counts: Counter, names: CatalogNames, top: number | undefined): FacetValue[] {
  const byKey = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const [key, count] of counts) {
    const spelling = typeof key === 'number' ? (names.brand.get(key) ?? '') : key;
    const facetKey = brandKey(spelling);
    if (!facetKey) continue;
    const entry = byKey.get(facetKey) ?? { count: 0, spellings: new Map<string, number>() };
    entry.count += count;
    entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + count);
    byKey.set(facetKey, entry);
  }
  const out = [...byKey].map(([value, { count, spellings }]) => {
    const label = [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? value;
    return { value, label, count };
  });
  return out.sort(byCount).slice(0, top ?? out.length);
}

/** Colours by palette code: a legacy colour counts toward the palette colour it stands for. */
function colors(counts: Counter, lang: Language): FacetValue[] {
  const byCode = new Map<string, number>();
  for (const [id, count] of counts) {
    const code = PALETTE.find((c) => c.rowId === id)?.code ?? LEGACY_COLOR_MAP[Number(id)];
    if (code !== undefined) byCode.set(code, (byCode.get(code) ?? 0) + count);
  }
  return PALETTE.filter((c) => byCode.has(c.code)).map((c) => ({
    value: c.code,
    label: c[lang],
    count: byCode.get(c.code) ?? 0,
  }));
}

/** Cities by regency code, over the stores' counts. */
function cities(counts: Counter, names: CatalogNames): FacetValue[] {
  const byCode = new Map<string, { name: string; count: number }>();
  for (const [seller, count] of counts) {
    const city = names.city.get(Number(seller));
    if (!city) continue;
    const entry = byCode.get(city.code) ?? { name: titleCase(city.name), count: 0 };
    entry.count += count;
    byCode.set(city.code, entry);
  }
  return [...byCode].map(([value, { name, count }]) => ({ value, label: name, count })).sort(byCount);
}

/** Top levels of the tree, each followed by its leaves; values are slugs (`category=` takes them). */
async function categories(counts: Counter, tree: CategoryTree, lang: Language): Promise<FacetValue[]> {
  const numeric = new Map<number, number>();
  for (const [id, count] of counts) numeric.set(Number(id), count);
  const nodes = await tree.shopTree(numeric);
  const label = (n: { name: string; name_id: string }) => (lang === 'id' ? n.name_id : n.name);
  return nodes.flatMap((top) => [
    { value: top.slug, label: label(top), count: top.product_count },
    ...top.children.map((leaf) => ({
      value: leaf.slug,
      label: label(leaf),
      count: leaf.product_count,
      parent: top.slug,
    })),
  ]);
}

export async function facetAnswer(
  raw: RawFacets,
  names: CatalogNames,
  tree: CategoryTree,
  lang: Language,
): Promise<Facets> {
  const text = TEXT[lang];
  const out: Facets = {};
  const one = (counts: Counter, value: string, label: string) => [{ value, label, count: counts.get(1) ?? 0 }];
  const build: Record<FacetName, (facet: Facet, counts: Counter) => FacetValue[] | Promise<FacetValue[]>> = {
    category: (_f, c) => categories(c, tree, lang),
    material: (_f, c) => values(c, (code) => labelOf(MATERIALS, String(code), lang)),
    color: (_f, c) => colors(c, lang),
    style: (_f, c) => values(c, (code) => labelOf(STYLES, String(code), lang)),
    brand: (f, c) => brands(c, names, f.top),
    seats: (_f, c) => atLeast(c, (n) => `≥ ${n} ${text.seats}`),
    city: (_f, c) => cities(c, names),
    rating: (_f, c) => one(c, '4', text.rating),
    in_stock: (_f, c) => one(c, '1', text.inStock),
    assembly: (_f, c) =>
      (['true', 'false'] as const).map((v) => ({
        value: v,
        label: v === 'true' ? text.yes : text.no,
        count: c.get(v) ?? 0,
      })),
    price: (f, c) => ranges(f, c, (n) => formatIdr(n, lang)),
    width: (f, c) => upTo(f, c, 'cm'),
  };
  for (const facet of FACETS) out[facet.name] = await build[facet.name](facet, raw[facet.name]);
  return out;
}
