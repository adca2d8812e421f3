import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CreateReportBody } from '@rima/shared/api/ops';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { reportsMessages } from './i18n/messages';

// The form (a Modal) loads the first time someone reports something, not with the page.
const ReportDialog = lazy(() => import('./report-dialog'));

/** "Report" on a product, a review or a chat message; visitors log in first. */
export function ReportButton({
  target,
  className = '',
}: {
  target: Pick<CreateReportBody, 'target_type' | 'target_id'>;
  className?: string;
}) {
  const t = useT(reportsMessages);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn btn-link btn-sm text-muted p-0 ${className}`}
        onClick={() => (isLoggedIn ? setOpen(true) : void navigate('/login', { state: { from: location.pathname } }))}
      >
        <i className="bi bi-flag me-1" aria-hidden="true" />
        {t('report')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
