import { useState, type FormEvent } from 'react';
import type { Facets, FacetValue } from '@rima/shared/endpoints/catalog';
import { MATERIALS, PALETTE, STYLES, type Labelled } from '@rima/shared/catalog';
import { useLanguage, useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';
import type { FilterPatch, ProductFilters as Filters } from './product-search-params';

type Props = {
  filters: Filters;
  onChange: (patch: FilterPatch) => void;
  /** The list answer's counts (docs/decisions/039); absent while the first answer loads. */
  facets?: Facets | undefined;
};

/**
 * A choice's count from the facets: undefined without facets (every choice shown, no count). A choice
 * whose count is 0 is hidden unless it is the chosen one.
 */
function countOf(values: FacetValue[] | undefined, value: string): number | undefined {
  if (values === undefined) return undefined;
  return values.find((v) => v.value === value)?.count ?? 0;
}

/** A controlled list (packages/shared/src/catalog.ts) as filter buttons; the URL carries the code. */
function CodeList(props: Props & { id: 'material' | 'style'; title: string; list: readonly Labelled[] }) {
  const language = useLanguage();
  const selected = props.filters[props.id];
  return (
    <section className="filter-block" aria-labelledby={`filter-${props.id}`}>
      <h3 id={`filter-${props.id}`} className="filter-block__title">
        {props.title}
      </h3>
      <ul className="filter-list" aria-labelledby={`filter-${props.id}`}>
        {props.list.map((entry) => {
          const isActive = selected === entry.code;
          const count = countOf(props.facets?.[props.id], entry.code);
          if (count === 0 && !isActive) return null;
          return (
            <li key={entry.code}>
              <button
                type="button"
                className={`filter-list__item${isActive ? ' is-active' : ''}`}
                aria-pressed={isActive}
                onClick={() => props.onChange({ [props.id]: isActive ? undefined : entry.code })}
              >
                <span>{language === 'id' ? entry.id : entry.en}</span>
                {count !== undefined && <span className="filter-list__count">({count})</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Material and style (docs/decisions/037). */
export function AttributeFilters(props: Props) {
  const t = useT(productPagesMessages);
  return (
    <>
      <CodeList {...props} id="material" title={t('material')} list={MATERIALS} />
      <CodeList {...props} id="style" title={t('style')} list={STYLES} />
    </>
  );
}

/** The palette's colours as swatches (the legacy colours are not offered); the URL carries the code. */
export function PaletteSwatches(props: Props) {
  const t = useT(productPagesMessages);
  const language = useLanguage();
  return (
    <section className="filter-block" aria-labelledby="filter-colour">
      <h3 id="filter-colour" className="filter-block__title">
        {t('colour')}
      </h3>
      <div className="swatches" role="group" aria-labelledby="filter-colour">
        {PALETTE.map((c) => {
          const isActive = props.filters.color === c.code;
          const count = countOf(props.facets?.color, c.code);
          if (count === 0 && !isActive) return null;
          const name =
            count === undefined
              ? language === 'id'
                ? c.id
                : c.en
              : t('facetChoice', { label: language === 'id' ? c.id : c.en, count });
          return (
            <button
              key={c.code}
              type="button"
              className={`swatch${isActive ? ' is-active' : ''}`}
              style={{ backgroundColor: c.hex }}
              aria-label={name}
              aria-pressed={isActive}
              title={name}
              onClick={() => props.onChange({ color: isActive ? undefined : c.code })}
            />
          );
        })}
      </div>
    </section>
  );
}

const DIMENSIONS = [
  ['width', 'min_width', 'max_width'],
  ['depth', 'min_depth', 'max_depth'],
  ['height', 'min_height', 'max_height'],
] as const;

/** Width, depth and height ranges in whole centimetres, applied together. */
export function SizeRanges(props: Props) {
  const t = useT(productPagesMessages);
  const initial = () =>
    Object.fromEntries(
      DIMENSIONS.flatMap(([, min, max]) => [
        [min, props.filters[min]?.toString() ?? ''],
        [max, props.filters[max]?.toString() ?? ''],
      ]),
    ) as Record<(typeof DIMENSIONS)[number][1 | 2], string>;
  const [values, setValues] = useState(initial);
  const [seen, setSeen] = useState(props.filters);
  if (seen !== props.filters) {
    setSeen(props.filters);
    setValues(initial());
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const patch: FilterPatch = {};
    for (const [key, raw] of Object.entries(values)) {
      const n = Number(raw);
      patch[key as keyof typeof values] = raw.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
    }
    props.onChange(patch);
  }
  return (
    <form className="filter-block" aria-labelledby="filter-size-cm" onSubmit={submit} noValidate>
      <h3 id="filter-size-cm" className="filter-block__title">
        {t('sizeCm')}
      </h3>
      {DIMENSIONS.map(([name, min, max]) => (
        <div key={name} className="d-flex gap-2 align-items-center mb-2">
          <span className="small flex-shrink-0" style={{ width: '4.5rem' }}>
            {t(name)}
          </span>
          {[min, max].map((key) => (
            <input
              key={key}
              type="number"
              min={0}
              inputMode="numeric"
              className="form-control form-control-sm rounded-0"
              aria-label={t(key === min ? 'minOf' : 'maxOf', { name: t(name) })}
              placeholder={t(key === min ? 'min' : 'max')}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          ))}
        </div>
      ))}
      <button type="submit" className="btn btn-dark rounded-0 w-100 mt-2">
        {t('applySize')}
      </button>
    </form>
  );
}
