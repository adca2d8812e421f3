import Spinner from 'react-bootstrap/Spinner';

/** spec §2: a full-screen loader while a page's data or code loads. */
export function FullScreenLoader() {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spinner animation="border" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
