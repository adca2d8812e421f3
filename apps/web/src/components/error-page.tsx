import { Link } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { usePageHead } from '../lib/page-head';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * spec §2: the 404 page, also the error fallback of the routes. Rendered on the server it answers with status
 * 404 (issue 12: unknown paths, missing products, stores and articles); the /error route itself is a page (200).
 */
export function ErrorPage({ status = 404 }: { status?: number }) {
  useDocumentTitle('Page not found');
  usePageHead()?.setStatus(status);
  return (
    <section className="error-page container text-center py-5">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="display-6 fw-light">{MESSAGES.notFoundPage}</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-dark rounded-0 px-4 py-2 mt-3">
        {MESSAGES.backToHome}
      </Link>
    </section>
  );
}

export default ErrorPage;
