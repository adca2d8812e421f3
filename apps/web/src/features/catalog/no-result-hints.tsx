import { useLanguage, useT } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { useSearchHintsQuery } from './search-hints-api';
import { productPagesMessages } from './pages/i18n/messages';

/**
 * A search that found nothing: the query with its words corrected and the tree's categories its words name
 * (the search box's suggestions for the same text, docs/decisions/040).
 */
export function NoResultHints({ search, correctedHref }: { search: string; correctedHref: (q: string) => string }) {
  const t = useT(productPagesMessages);
  const language = useLanguage();
  const { data } = useSearchHintsQuery(search);
  if (!data || data.query !== search) return null;
  const corrected = data.did_you_mean[0];
  const categories = data.categories;
  if (!corrected && categories.length === 0) return null;
  return (
    <div className="no-result-hints">
      {corrected && (
        <p className="mb-2" data-testid="did-you-mean">
          {t('didYouMean')}{' '}
          <Link to={correctedHref(corrected)} className="fw-semibold">
            {corrected}
          </Link>
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-label={t('nearbyCategories')}>
          <p className="mb-2">{t('nearbyCategories')}</p>
          <ul className="list-inline mb-0">
            {categories.map((c) => (
              <li key={c.id} className="list-inline-item mb-2">
                <Link to={c.path} className="btn btn-outline-dark btn-sm rounded-0">
                  {language === 'id' ? c.name_id || c.name : c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
