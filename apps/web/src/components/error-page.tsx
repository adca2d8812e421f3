import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

/** spec §2: the 404 page, also the error fallback of the routes. */
export function ErrorPage() {
  const t = useT(commonMessages);
  useDocumentTitle(t('pageNotFoundTitle'));
  return (
    <section className="error-page container text-center py-5">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="display-6 fw-light">{t('notFoundPage')}</h1>
      <p className="text-muted">{t('notFoundText')}</p>
      <Link to="/" className="btn btn-dark rounded-0 px-4 py-2 mt-3">
        {t('backToHome')}
      </Link>
    </section>
  );
}

export default ErrorPage;
