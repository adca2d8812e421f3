import type { Facets, FacetValue } from '@rima/shared/endpoints/catalog';
import { useT } from '../../lib/i18n';
import { productPagesMessages } from './pages/i18n/messages';
import type { FilterPatch, ProductFilters as Filters } from './product-search-params';

type Props = {
  filters: Filters;
  onChange: (patch: FilterPatch) => void;
  /** The list answer's counts (docs/decisions/039); absent while the first answer loads. */
  facets?: Facets | undefined;
};

/** One choice of a list: its label and count; pressed when chosen (a second press clears it). */
function Choice(props: { label: string; count: number | undefined; isActive: boolean; onPress: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={`filter-list__item${props.isActive ? ' is-active' : ''}`}
        aria-pressed={props.isActive}
        onClick={props.onPress}
      >
        <span className="text-break">{props.label}</span>
        {props.count !== undefined && <span className="filter-list__count">({props.count})</span>}
      </button>
    </li>
  );
}

/**
 * Choices whose labels the server gives (brands, cities: not a fixed list): those with products, and the
 * chosen one; nothing before the first answer.
 */
function ServerList(props: {
  id: 'brand' | 'city';
  title: string;
  values: FacetValue[] | undefined;
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
}) {
  const shown = (props.values ?? []).filter((v) => v.count > 0 || v.value === props.selected?.toLowerCase());
  if (shown.length === 0) return null;
  return (
    <section className="filter-block" aria-labelledby={`filter-${props.id}`}>
      <h3 id={`filter-${props.id}`} className="filter-block__title">
        {props.title}
      </h3>
      <ul className="filter-list" aria-labelledby={`filter-${props.id}`}>
        {shown.map((v) => {
          const isActive = v.value === props.selected?.toLowerCase();
          return (
            <Choice
              key={v.value}
              label={v.label}
              count={v.count}
              isActive={isActive}
              onPress={() => props.onSelect(isActive ? undefined : v.value)}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** Brands (by their facet key, labelled by their most common spelling) and store cities. */
export function BrandAndCityFilters({ filters, onChange, facets }: Props) {
  const t = useT(productPagesMessages);
  return (
    <>
      <ServerList
        id="brand"
        title={t('facetBrand')}
        values={facets?.brand}
        selected={filters.brand}
        onSelect={(brand) => onChange({ brand })}
      />
      <ServerList
        id="city"
        title={t('facetCity')}
        values={facets?.city}
        selected={filters.city}
        onSelect={(city) => onChange({ city })}
      />
    </>
  );
}

/** Rating of 4 and up, and in stock: toggles with the number each would give. */
export function AvailabilityFilters({ filters, onChange, facets }: Props) {
  const t = useT(productPagesMessages);
  // no count before the first answer
  const rating = facets === undefined ? undefined : (facets.rating?.[0]?.count ?? 0);
  const stock = facets === undefined ? undefined : (facets.in_stock?.[0]?.count ?? 0);
  return (
    <section className="filter-block" aria-labelledby="filter-availability">
      <h3 id="filter-availability" className="filter-block__title">
        {t('facetAvailability')}
      </h3>
      <ul className="filter-list" aria-labelledby="filter-availability">
        <Choice
          label={t('facetRating')}
          count={rating}
          isActive={filters.min_rating === 4}
          onPress={() => onChange({ min_rating: filters.min_rating === 4 ? undefined : 4 })}
        />
        <Choice
          label={t('facetInStock')}
          count={stock}
          isActive={filters.in_stock === 1}
          onPress={() => onChange({ in_stock: filters.in_stock === 1 ? undefined : 1 })}
        />
      </ul>
    </section>
  );
}

/**
 * "Lebar maks": what fits a wall. A bound sets max_width; the last choice ("over 200 cm") sets min_width just
 * above it instead. Choices without products are hidden unless chosen.
 */
export function MaxWidthFilter({ filters, onChange, facets }: Props) {
  const t = useT(productPagesMessages);
  const values = facets?.width ?? [];
  const choices = values
    .map((v) => {
      const over = v.value.startsWith('>');
      const cm = Number(over ? v.value.slice(1) : v.value);
      const isActive = over
        ? filters.min_width === cm + 1 && filters.max_width === undefined
        : filters.max_width === cm;
      const patch: FilterPatch = over
        ? { min_width: isActive ? undefined : cm + 1, max_width: undefined }
        : { max_width: isActive ? undefined : cm, min_width: undefined };
      return {
        key: v.value,
        label: t(over ? 'facetWidthOver' : 'facetWidthUpTo', { cm }),
        count: v.count,
        isActive,
        patch,
      };
    })
    .filter((c) => c.count > 0 || c.isActive);
  if (choices.length === 0) return null;
  return (
    <section className="filter-block" aria-labelledby="filter-max-width">
      <h3 id="filter-max-width" className="filter-block__title">
        {t('facetMaxWidth')}
      </h3>
      <ul className="filter-list" aria-labelledby="filter-max-width">
        {choices.map((c) => (
          <Choice key={c.key} label={c.label} count={c.count} isActive={c.isActive} onPress={() => onChange(c.patch)} />
        ))}
      </ul>
    </section>
  );
}
