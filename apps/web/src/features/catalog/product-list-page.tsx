import { useParams } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '@rima/shared/constants';
import type { Prefetch } from '../../app/routes';
import { PageBanner } from '../../components/layout/page-banner';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { catalogApi } from './catalog-api';
import { CategoryPage, prefetchCategory } from './category-page';
import { productPagesMessages } from './pages/i18n/messages';
import { ProductListView } from './product-list-view';
import { readFilters, toListArgs } from './product-search-params';

// One route module for /product and the category pages (/kategori/<top>[/<leaf>], docs/decisions/040): the
// router's table names one lazy page for both, which keeps the first chunk every page loads small.

/** Server rendering: the page of products the URL's filters ask for, and the category tree. */
export const prefetch: Prefetch = (page) => {
  if (page.params['*'] !== undefined) return prefetchCategory(page);
  const { endpoints } = catalogApi;
  void page.dispatch(endpoints.listProducts.initiate(toListArgs(readFilters(page.search), PRODUCT_PAGE_SIZE)));
  void page.dispatch(endpoints.listCategoryTree.initiate());
};

export default function ProductListPage() {
  // /kategori/* names the category after the prefix
  const { '*': category } = useParams();
  return category === undefined ? <ShopList /> : <CategoryPage />;
}

function ShopList() {
  const t = useT(productPagesMessages);
  useDocumentTitle(t('shop'));
  return <ProductListView banner={<PageBanner title={t('shop')} subtitle={t('shopSubtitle')} />} />;
}
