import { lazy, Suspense, useRef } from 'react';
import { Link } from '../../lib/link';
import { useLanguage, useT } from '../../lib/i18n';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useListCategoryTreeQuery } from '../catalog/catalog-api';
import { homeMessages } from './i18n/messages';
import { PopularPlaceholder } from './popular-placeholder';

const PopularGrid = lazy(() => import('./popular-grid'));

/** The home page's category row — every room of the furniture tree that has products, with how many. */
export function CategoryRow() {
  const t = useT(homeMessages);
  const language = useLanguage();
  const { data } = useListCategoryTreeQuery();
  const categories = data?.filter((c) => c.product_count > 0);
  return (
    <section className="category-row" aria-labelledby="category-row-title">
      <div className="container">
        <h2 id="category-row-title" className="category-row__title">
          {t('byCategory')}
        </h2>
        <ul className="category-row__list">
          {categories
            ? categories.map((c) => (
                <li key={c.id}>
                  <Link
                    // the room's page (categoryPath, written out: the home page's first chunk is in its budget)
                    to={`/kategori/${encodeURIComponent(c.slug)}`}
                    className="category-row__link"
                  >
                    <span className="category-row__name">{language === 'id' ? c.name_id : c.name}</span>
                    <span className="category-row__count">{t('productCount', { count: c.product_count })}</span>
                  </Link>
                </li>
              ))
            : // placeholders of the final size while the list loads
              Array.from({ length: 6 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <span className="category-row__link category-row__link--placeholder" />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

/** More than the spec's six latest products — the most popular ones, loaded when scrolled near. */
export function PopularProducts() {
  const t = useT(homeMessages);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} className="popular" aria-labelledby="popular-title">
      <div className="container">
        <p className="section-kicker text-center">{t('popularKicker')}</p>
        <h2 id="popular-title" className="section-title text-center">
          {t('popularTitle')}
        </h2>
        {/* The grid and its cards are their own chunk: the home page's first JavaScript stays in budget. */}
        <Suspense fallback={<PopularPlaceholder />}>{near ? <PopularGrid /> : <PopularPlaceholder />}</Suspense>
        <p className="text-center mt-4">
          <Link to="/product?sort=popular" className="btn btn-outline-dark rounded-0 px-4">
            {t('seeAllPopular')}
          </Link>
        </p>
      </div>
    </section>
  );
}
