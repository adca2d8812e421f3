import { useParams } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '@rima/shared/constants';
import { nameIn, placeOfPath } from '@rima/shared/category-places';
import type { Prefetch } from '../../app/routes';
import { ErrorPage } from '../../components/error-page';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { PageBanner } from '../../components/layout/page-banner';
import { useLanguage, useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { catalogApi, useListCategoryTreeQuery } from './catalog-api';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { productPagesMessages } from './pages/i18n/messages';
import { ProductListView, withPlace, type Place } from './product-list-view';
import { readFilters, toListArgs } from './product-search-params';

/** Server rendering: the tree (which category the path names), then that category's first page of products. */
export const prefetchCategory: Prefetch = async ({ params, search, dispatch }) => {
  const { endpoints } = catalogApi;
  const tree = await dispatch(endpoints.listCategoryTree.initiate());
  const place = tree.data ? placeOfPath(tree.data, params['*']) : undefined;
  if (!place) return;
  const filters = withPlace(readFilters(search), place);
  void dispatch(endpoints.listProducts.initiate(toListArgs(filters, PRODUCT_PAGE_SIZE)));
};

/**
 * A room (`/kategori/kamar-tidur`: every product type in it) or a product type (`/kategori/kamar-tidur/
 * ranjang-dipan`): the list page with its filters, preselected to the category (docs/decisions/040). A slug
 * that is not in the shop's tree (unknown, or retired) is the 404 page.
 */
export function CategoryPage() {
  const { '*': path } = useParams();
  const { data: tree, error } = useListCategoryTreeQuery();
  const place = tree ? placeOfPath(tree, path) : undefined;
  if ((tree && !place) || error) return <ErrorPage />;
  if (!place) return <FullScreenLoader />;
  return <CategoryList place={place} />;
}

function CategoryList({ place }: { place: Place }) {
  const t = useT(productPagesMessages);
  const language = useLanguage();
  const name = nameIn(place.leaf ?? place.top, language);
  useDocumentTitle(name);
  return (
    <ProductListView
      place={place}
      banner={
        <>
          <PageBanner title={name} subtitle={t('categoryProducts', { name })} />
          <div className="container">
            <CategoryBreadcrumbs place={place} />
          </div>
        </>
      }
    />
  );
}
