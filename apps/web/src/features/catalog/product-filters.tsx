import { useState, type FormEvent } from 'react';
import type { CategoryNode } from '@rima/shared/api/categories';
import { useT } from '../../lib/i18n';
import { CategoryTreeFilter } from './category-tree-filter';
import { productPagesMessages } from './pages/i18n/messages';
import type { Facets } from '@rima/shared/endpoints/catalog';
import { AttributeFilters, PaletteSwatches, SizeRanges } from './product-attribute-filters';
import { AvailabilityFilters, BrandAndCityFilters, MaxWidthFilter } from './product-facet-filters';
import type { FilterPatch, ProductFilters as Filters } from './product-search-params';

type ProductFiltersProps = {
  filters: Filters;
  /** The shop's category tree (GET /categories?tree=1). */
  categories?: CategoryNode[];
  /** The list answer's counts of each filter's choices (docs/decisions/039). */
  facets?: Facets | undefined;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
};

function wholeOrUndefined(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

/**
 * The sidebar of /product: search, categories with counts, material, style, colour swatches, size and price
 * ranges. Clothing sizes and the seed brands are no longer offered (docs/decisions/037); their URLs still work.
 */
export function ProductFilters({ filters, categories, facets, onChange, onClear }: ProductFiltersProps) {
  const t = useT(productPagesMessages);
  // Typed text only reaches the URL on submit, so every keystroke does not start a request.
  const [search, setSearch] = useState(filters.search ?? '');
  const [minPrice, setMinPrice] = useState(filters.min_price?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.max_price?.toString() ?? '');
  const [priceError, setPriceError] = useState<'pricesWhole' | 'minOverMax' | null>(null);
  // When the URL changes from outside (back button, clear), the inputs follow it.
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setSearch(filters.search ?? '');
    setMinPrice(filters.min_price?.toString() ?? '');
    setMaxPrice(filters.max_price?.toString() ?? '');
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    onChange({ search: search.trim() || undefined });
  }

  function submitPrice(e: FormEvent) {
    e.preventDefault();
    const min = wholeOrUndefined(minPrice);
    const max = wholeOrUndefined(maxPrice);
    if ((minPrice.trim() && min === undefined) || (maxPrice.trim() && max === undefined)) {
      setPriceError('pricesWhole');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setPriceError('minOverMax');
      return;
    }
    setPriceError(null);
    onChange({ min_price: min, max_price: max });
  }

  return (
    <aside className="product-filters" aria-label={t('filters')}>
      <form role="search" className="filter-block" onSubmit={submitSearch}>
        <label htmlFor="product-search" className="filter-block__title">
          {t('search')}
        </label>
        <div className="input-group">
          <input
            id="product-search"
            type="search"
            className="form-control rounded-0"
            placeholder={t('searchProducts')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn btn-dark rounded-0" aria-label={t('searchProducts')}>
            <i className="bi bi-search" aria-hidden="true" />
          </button>
        </div>
      </form>

      <CategoryTreeFilter
        tree={categories}
        selected={filters.category}
        onSelect={(category) => onChange({ category })}
      />
      <AttributeFilters filters={filters} onChange={onChange} facets={facets} />
      <PaletteSwatches filters={filters} onChange={onChange} facets={facets} />
      <BrandAndCityFilters filters={filters} onChange={onChange} facets={facets} />
      <AvailabilityFilters filters={filters} onChange={onChange} facets={facets} />
      <MaxWidthFilter filters={filters} onChange={onChange} facets={facets} />
      <SizeRanges filters={filters} onChange={onChange} />

      <form className="filter-block" aria-labelledby="filter-price" onSubmit={submitPrice} noValidate>
        <h3 id="filter-price" className="filter-block__title">
          {t('priceIdr')}
        </h3>
        <div className="d-flex gap-2 align-items-center">
          <PriceInput
            id="min-price"
            label={t('minPrice')}
            placeholder={t('min')}
            value={minPrice}
            onChange={setMinPrice}
          />
          <span aria-hidden="true">–</span>
          <PriceInput
            id="max-price"
            label={t('maxPrice')}
            placeholder={t('max')}
            value={maxPrice}
            onChange={setMaxPrice}
          />
        </div>
        {priceError && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {t(priceError)}
          </p>
        )}
        <button type="submit" className="btn btn-dark rounded-0 w-100 mt-3">
          {t('applyPrice')}
        </button>
      </form>

      <button type="button" className="btn btn-outline-dark rounded-0 w-100" onClick={onClear}>
        {t('clearFilters')}
      </button>
    </aside>
  );
}

/** One end of the price range, in rupiah; its label is for screen readers only. */
function PriceInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        step={1000}
        inputMode="numeric"
        className="form-control rounded-0"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
