import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { EXPLORE_SCROLL_PX, HOME_PAGE_SIZE, SHOP_NAME } from '@rima/shared/constants';
import type { Prefetch } from '../../app/routes';
import { Pager } from '../../components/pager';
import { ProductPhoto } from '../../components/product-photo';
import { TestimonialCarousel } from '../../components/testimonial-carousel';
import { useFormat, useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategoryName } from '../catalog';
import { catalogApi, useListProductsQuery } from '../catalog/catalog-api';
import { HeroIllustration } from './hero-illustration';
import { CategoryRow, PopularProducts } from './home-sections';
import { homeMessages } from './i18n/messages';
import { PartnerLogos } from './partner-logos';
import { PHOTO_SIZES } from '@rima/shared/page-data';

const EXCERPT_CHARS = 180;

function excerpt(text: string) {
  if (text.length <= EXCERPT_CHARS) return text;
  return `${text.slice(0, text.lastIndexOf(' ', EXCERPT_CHARS)).trimEnd()}…`;
}

function readPage(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const latestArgs = (page: number) => ({ limit: HOME_PAGE_SIZE, page, sortby: 'latest' as const });

/** Server rendering: the latest products and the category row, as the hooks below ask for them. */
export const prefetch: Prefetch = ({ search, dispatch }) => {
  void dispatch(catalogApi.endpoints.listProducts.initiate(latestArgs(readPage(search.get('page')))));
  void dispatch(catalogApi.endpoints.listCategoryTree.initiate());
};

function LatestProducts() {
  const t = useT(homeMessages);
  const { price } = useFormat();
  const categoryName = useCategoryName();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data, error, isFetching } = useListProductsQuery(latestArgs(page));
  const section = useRef<HTMLElement>(null);
  const shownPage = useRef(page);

  // A pager click keeps the scroll position (preventScrollReset), then brings the list's top into view.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    section.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  return (
    <section id="latest" ref={section} className="latest" aria-labelledby="latest-title" aria-busy={isFetching}>
      <div className="container">
        <p className="section-kicker text-center">{t('latestKicker')}</p>
        <h2 id="latest-title" className="section-title text-center">
          {t('latestTitle')}
        </h2>
        {error && (
          <p className="alert alert-light border rounded-0" role="alert">
            {t('loadFailed')}
          </p>
        )}
        {!data && isFetching && (
          <div className="latest__loading" role="status">
            <span className="spinner-border" aria-hidden="true" />
            <span className="visually-hidden">{t('loadingProducts')}</span>
          </div>
        )}
        <div className={isFetching ? 'is-fetching' : undefined}>
          {data?.data.map((p, i) => (
            <article key={p.id} className="shop-card row g-0 align-items-center">
              <div className={`col-12 col-md-6 ${i % 2 === 1 ? 'order-md-2' : ''}`}>
                <Link to={`/product/detail/${p.id}`} className="shop-card__media" tabIndex={-1} aria-hidden="true">
                  <ProductPhoto src={p.image} srcSet={p.image_srcset} alt={p.name} sizes={PHOTO_SIZES.homeCard} />
                </Link>
              </div>
              <div className={`col-12 col-md-6 ${i % 2 === 1 ? 'order-md-1' : ''}`}>
                <div className={`shop-card__body ${i % 2 === 1 ? 'shop-card__body--right' : ''}`}>
                  <p className="shop-card__meta">
                    {categoryName(p.category)} · {p.brand}
                  </p>
                  <h3 className="shop-card__title">{p.name}</h3>
                  <p className="shop-card__desc">{excerpt(p.description)}</p>
                  <p className="shop-card__price">{price(p.price)}</p>
                  <Link
                    to={`/product/detail/${p.id}`}
                    className="btn btn-dark rounded-0 px-4 py-2"
                    aria-label={t('shopNowLabel', { name: p.name })}
                  >
                    {t('shopNow')}
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
        {data && data.data.length === 0 && <p className="text-center text-muted">{t('noProducts')}</p>}
        {data && (
          <Pager
            page={data.page}
            totalPages={data.totalPage}
            to={(p) => (p === 1 ? '/' : `/?page=${p}`)}
            label={t('latestPages')}
            preventScrollReset
          />
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  // spec §1: the home page's title is exactly 'RIMA FURNITURE'.
  useDocumentTitle(`${SHOP_NAME} FURNITURE`, { exact: true });
  const t = useT(homeMessages);
  return (
    <>
      <section className="hero">
        <div className="container">
          <div className="row align-items-center g-5">
            <div className="col-12 col-lg-6">
              <p className="section-kicker">{t('heroKicker')}</p>
              <h1 className="hero__title">{t('heroTitle')}</h1>
              <p className="hero__lead">{t('heroLead')}</p>
              <button
                type="button"
                className="btn btn-dark rounded-0 px-5 py-3"
                onClick={() => window.scrollBy({ top: EXPLORE_SCROLL_PX, behavior: 'smooth' })}
              >
                {t('explore')}
              </button>
            </div>
            <div className="col-12 col-lg-6 d-none d-md-block">
              <HeroIllustration />
            </div>
          </div>
        </div>
      </section>
      <CategoryRow />
      <LatestProducts />
      <PopularProducts />
      <TestimonialCarousel />
      <PartnerLogos />
    </>
  );
}
