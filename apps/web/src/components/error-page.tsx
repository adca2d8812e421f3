import { Link } from '../lib/link';
import { usePageHead } from '../lib/page-head';
import { useDocumentTitle } from '../lib/use-document-title';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

/**
 * spec §2: the 404 page, also the error fallback of the routes. Rendered on the server it answers with status
 * 404 (unknown paths, missing products, stores and articles); the /error route itself is a page (200).
 */
export function ErrorPage({ status = 404 }: { status?: number }) {
  const t = useT(commonMessages);
  useDocumentTitle(t('pageNotFoundTitle'));
  usePageHead()?.setStatus(status);
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
