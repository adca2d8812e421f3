import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';
import './list-states.css';

/** A list page's loading state: a centred spinner that screen readers announce with `label`. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status" aria-label={label} />
    </div>
  );
}

/** A table's loading state: placeholder rows of the final table's size, so nothing jumps when it arrives. */
export function ListPlaceholder({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="placeholder-glow">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="placeholder col-12 mb-2 list-placeholder-row" />
      ))}
    </div>
  );
}

/** A list page's error state: the reason in a quiet alert (the caller's text), with a retry when one is given. */
export function ListError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useT(commonMessages);
  return (
    <div
      className="alert alert-light border rounded-0 d-flex flex-wrap align-items-center justify-content-between gap-2"
      role="alert"
    >
      <span className="text-break">{text}</span>
      {onRetry && (
        <Button size="sm" variant="outline-dark" className="rounded-0" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
