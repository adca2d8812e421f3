import type { ProductDetailItem } from '@rima/shared/api/catalog';
import { COLORS, MATERIALS, PALETTE, STYLES, labelOf } from '@rima/shared/catalog';
import { useLanguage, useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';

function formatMeasure(value: number | null, unit: string) {
  return value === null ? '—' : `${value.toLocaleString('id-ID')} ${unit}`;
}

/**
 * The name and description in the shop's language: the English description where the seller gave one. The
 * listing's own name stays the heading (cards, cart and orders show it too); the English shop shows the
 * English name beside it.
 */
export function localText(product: ProductDetailItem, language: string) {
  const english = language === 'en';
  return {
    name: product.name,
    englishName: english && product.name_en && product.name_en !== product.name ? product.name_en : null,
    description: (english && product.description_en) || product.description,
  };
}

/** The product's facts (docs/decisions/037), labelled in the shop's language. */
export function FactsTable({ product }: { product: ProductDetailItem }) {
  const t = useT(productPagesMessages);
  const language = useLanguage() === 'en' ? 'en' : 'id';
  const palette = PALETTE.find((c) => c.rowId === product.color_id || c.code === product.color_code);
  // a legacy colour without a palette match keeps its old name (`color.<id>`)
  const legacy = COLORS.find((c) => c.id === product.color_id);
  const colour = palette ? palette[language] : legacy ? t(`color.${legacy.id}`) : product.color_name;
  const yesNo = (v: boolean | null) => (v === null ? '—' : v ? t('assemblyNeeded') : t('assemblyReady'));
  const rows: [string, string][] = [
    [t('width'), formatMeasure(product.width_cm, 'cm')],
    [t('depth'), formatMeasure(product.depth_cm, 'cm')],
    [t('height'), formatMeasure(product.height_cm, 'cm')],
    [t('weight'), formatMeasure(product.weight_kg, 'kg')],
    [t('material'), labelOf(MATERIALS, product.material, language) || '—'],
    [t('style'), labelOf(STYLES, product.style, language) || '—'],
    [t('finish'), product.finish ?? '—'],
    [t('colour'), colour],
    [t('seats'), product.seats === null ? '—' : String(product.seats)],
    [t('assembly'), yesNo(product.assembly_required)],
    [t('warranty'), product.warranty_months === null ? '—' : t('warrantyMonths', { count: product.warranty_months })],
  ];
  return (
    <table className="table facts-table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The facts a furniture shopper checks first, beside the price: the size (width × depth × height), the weight, the
 * material and whether it needs assembly. Only what the seller gave; nothing when none of it is known.
 */
export function KeyFacts({ product }: { product: ProductDetailItem }) {
  const t = useT(productPagesMessages);
  const language = useLanguage() === 'en' ? 'en' : 'id';
  const { width_cm: w, depth_cm: d, height_cm: h } = product;
  const size = [w, d, h].every((v) => v !== null)
    ? `${[w, d, h].map((v) => (v ?? 0).toLocaleString('id-ID')).join(' × ')} cm`
    : null;
  const material = labelOf(MATERIALS, product.material, language);
  const facts: [string, string][] = [];
  if (size) facts.push([t('dimensions'), size]);
  if (product.weight_kg !== null) facts.push([t('weight'), formatMeasure(product.weight_kg, 'kg')]);
  if (material) facts.push([t('material'), material]);
  if (product.assembly_required !== null)
    facts.push([t('assembly'), product.assembly_required ? t('assemblyNeeded') : t('assemblyReady')]);
  if (facts.length === 0) return null;
  return (
    <dl className="key-facts" data-testid="key-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
