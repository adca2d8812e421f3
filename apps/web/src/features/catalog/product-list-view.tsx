import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '@rima/shared/constants';
import { placeOfValue, placePath, type CategoryPlace } from '@rima/shared/category-places';
import type { CategoryNode } from '@rima/shared/api/categories';
import { Pager } from '../../components/pager';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { ProductCard } from '../../components/product-card';
import { ProductCardHeart } from '../favorites';
import { productPagesMessages } from './pages/i18n/messages';
import { NoResultHints } from './no-result-hints';
import { ProductFilters } from './product-filters';
import {
  applyPatch,
  countActiveFilters,
  hasActiveFilters,
  SORT_OPTIONS,
  toListArgs,
  useProductFilters,
  type FilterPatch,
  type ProductFilters as Filters,
} from './product-search-params';
import { useListCategoryTreeQuery, useListProductsQuery } from './catalog-api';
import { PHOTO_SIZES } from '@rima/shared/page-data';

export type Place = CategoryPlace<CategoryNode>;

/** The list's filters on a category's page: its category is the page's own (a top level covers its leaves). */
export const withPlace = (filters: Filters, place: Place | undefined): Filters =>
  place ? { ...filters, category: place.leaf?.slug ?? place.top.slug } : filters;

/**
 * The list with its filters: /product, and a category's page (`place`), where the category is the page's
 * and choosing another category goes to that one's page.
 */
export function ProductListView({ place, banner }: { place?: Place; banner: ReactNode }) {
  const t = useT(productPagesMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { filters: urlFilters, update: updateUrl, clear, pageHref, params } = useProductFilters();
  const filters = useMemo(() => withPlace(urlFilters, place), [urlFilters, place]);
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const activeCount = countActiveFilters(urlFilters);
  // The previous page stays on screen (dimmed) while the next one loads.
  const { data: result, isFetching, error } = useListProductsQuery(toListArgs(filters, PRODUCT_PAGE_SIZE));
  const tree = useListCategoryTreeQuery().data;
  const update = useCallback(
    (patch: FilterPatch) => {
      if (!place || !('category' in patch)) return updateUrl(patch);
      const { category, ...rest } = patch;
      const next = applyPatch(params, rest);
      next.delete('category');
      const target = tree && typeof category === 'string' ? placeOfValue(tree, category) : undefined;
      const query = next.toString();
      void navigate(`${target ? placePath(target) : '/product'}${query ? `?${query}` : ''}`);
    },
    [place, updateUrl, params, tree, navigate],
  );

  const products = result?.data ?? [];
  const total = result?.dataCount ?? 0;
  const from = total === 0 ? 0 : (result ? (result.page - 1) * result.limit : 0) + 1;
  const to = from === 0 ? 0 : from + products.length - 1;

  return (
    <>
      {banner}
      <div className="container pb-5">
        <div className="row g-5">
          <div className="col-12 d-lg-none">
            {/* Below 992 px the sidebar folds away behind one button, so products come first. */}
            <button
              type="button"
              className="btn btn-outline-dark rounded-0 w-100"
              aria-expanded={isFiltersOpen}
              aria-controls="product-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <i className="bi bi-sliders me-2" aria-hidden="true" />
              {activeCount > 0
                ? t(isFiltersOpen ? 'hideFiltersCount' : 'showFiltersCount', { count: activeCount })
                : t(isFiltersOpen ? 'hideFilters' : 'showFilters')}
            </button>
          </div>
          <div id="product-filters" className={`col-12 col-lg-3 ${isFiltersOpen ? '' : 'd-none d-lg-block'}`}>
            <h2 className="visually-hidden">{t('filters')}</h2>
            <ProductFilters
              filters={filters}
              categories={tree}
              facets={result?.facets}
              onChange={update}
              onClear={clear}
            />
          </div>
          <div className="col-12 col-lg-9">
            <h2 className="visually-hidden">{t('products')}</h2>
            <div className="list-toolbar">
              <p className="list-toolbar__count mb-0" aria-live="polite">
                {result
                  ? total > 0
                    ? rich(t('showing', { from, to, total }), {
                        strong: (text) => <strong data-testid="product-total">{text}</strong>,
                      })
                    : t('noResults')
                  : t('loadingProducts')}
              </p>
              <div className="d-flex align-items-center gap-2">
                <label htmlFor="product-sort" className="text-nowrap small text-uppercase">
                  {t('sortBy')}
                </label>
                <select
                  id="product-sort"
                  className="form-select rounded-0"
                  value={filters.sort}
                  onChange={(e) => update({ sort: e.target.value })}
                >
                  {SORT_OPTIONS.filter((o) => o.value !== 'relevance' || filters.search).map((o) => (
                    <option key={o.value} value={o.value}>
                      {t(`sort.${o.value}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            {error && (
              <div className="alert alert-light border rounded-0" role="alert">
                {errorText(error)}
              </div>
            )}
            {!result && isFetching && (
              // Cards of the final size while the first page loads, no full-screen spinner
              <div className="row g-4 product-grid" aria-hidden="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="col-6 col-xl-4">
                    <div className="skeleton skeleton--photo" />
                    <span className="skeleton skeleton--line mx-auto mt-3" />
                    <span className="skeleton skeleton--line skeleton--short mx-auto" />
                  </div>
                ))}
              </div>
            )}
            {result && products.length === 0 && (
              <div className="empty-state">
                <p className="empty-state__title">{t('noMatch')}</p>
                {filters.search && (
                  <NoResultHints
                    search={filters.search}
                    correctedHref={(q) => `?${applyPatch(params, { search: q }).toString()}`}
                  />
                )}
                {hasActiveFilters(urlFilters) && (
                  <button type="button" className="btn btn-dark rounded-0 px-4" onClick={clear}>
                    {t('clearFilters')}
                  </button>
                )}
              </div>
            )}
            <div className={`row g-4 product-grid${isFetching ? ' is-fetching' : ''}`} aria-busy={isFetching}>
              {products.map((p, i) => (
                <div key={p.id} className="col-6 col-xl-4">
                  <ProductCard
                    product={p}
                    sizes={PHOTO_SIZES.listCard}
                    eager={i < 3}
                    heart={<ProductCardHeart productId={p.id} />}
                  />
                </div>
              ))}
            </div>
            {result && (
              <Pager page={result.page} totalPages={result.totalPage} to={pageHref} label={t('productPages')} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}
