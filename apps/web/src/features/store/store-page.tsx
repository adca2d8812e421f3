import { useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { Prefetch } from '../../app/routes';
import { ErrorPage } from '../../components/error-page';
import { Pager } from '../../components/pager';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useLanguage, useT, type Language } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProductCard } from '../../components/product-card';
import { ProductCardHeart } from '../favorites';
import { isApiError } from '../../lib/get-error-message';
import { storeMessages } from './i18n/messages';
import { storeApi, useGetStoreQuery } from './store-api';
import { VoucherStripSlot } from '../vouchers';

const readPage = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/** Server rendering: the store and its page of products. */
export const prefetch: Prefetch = ({ params, search, dispatch }) => {
  void dispatch(storeApi.endpoints.getStore.initiate({ sellerId: params.sellerId ?? '', page: readPage(search) }));
};

// The month a store joined, in the shop's time zone (the same text on the server and in any browser).
const joinedFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }),
  id: new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }),
};

/** /store/:sellerId: a seller's public store — name, description, photo and its products, paged. */
export default function StorePage() {
  const t = useT(storeMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const { sellerId = '' } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const { data, isFetching, error } = useGetStoreQuery({ sellerId, page });
  useDocumentTitle(data?.store_name ?? t('storeTitle'));

  // A store that does not exist (or no longer sells) is the 404 page, status 404 on the server too
  if (isApiError(error) && error.statusCode === 404) return <ErrorPage />;
  if (error) {
    return (
      <section className="container py-5">
        <Alert variant="light" className="rounded-0 border">
          {errorText(error, t('notFound'))}
        </Alert>
      </section>
    );
  }
  if (!data) {
    return (
      <section className="container py-5 text-center">
        <Spinner animation="border" role="status" aria-label={t('loading')} />
      </section>
    );
  }

  const joined = joinedFormats[language].format(new Date(data.joined));
  return (
    <>
      <header className="page-banner store-banner">
        <div className="container d-flex align-items-center gap-4">
          {data.image ? (
            <img src={data.image} alt={data.store_name} className="store-banner__photo" width={96} height={96} />
          ) : (
            <span className="store-banner__photo store-banner__initial" aria-hidden="true">
              {data.store_name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="page-banner__title">{data.store_name}</h1>
            {data.store_desc && <p className="page-banner__subtitle mb-1">{data.store_desc}</p>}
            <p className="text-muted small mb-0">{t('joined', { count: data.product_count, month: joined })}</p>
            <p className="text-muted small mb-0" data-testid="store-on-time">
              {data.on_time_rate === null
                ? t('onTimeNone')
                : t('onTime', { percent: Math.round(data.on_time_rate * 100), count: data.on_time_due })}
            </p>
          </div>
        </div>
      </header>
      <section className="container py-5" aria-busy={isFetching}>
        <VoucherStripSlot sellerId={data.id} />
        {data.products.data.length === 0 ? (
          <p className="text-center fw-light fs-5">{t('noProducts')}</p>
        ) : (
          <div className="row g-4">
            {data.products.data.map((p) => (
              <div key={p.id} className="col-6 col-md-4">
                <ProductCard
                  product={p}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  showStore={false}
                  heart={<ProductCardHeart productId={p.id} />}
                />
              </div>
            ))}
          </div>
        )}
        <div className="mt-5">
          <Pager
            page={data.products.page}
            totalPages={data.products.totalPage}
            to={(p) => `?page=${p}`}
            label={t('pages')}
          />
        </div>
      </section>
    </>
  );
}
