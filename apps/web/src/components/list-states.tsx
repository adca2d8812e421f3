import Spinner from 'react-bootstrap/Spinner';

/** A list page's loading state: a centred spinner that screen readers announce with `label`. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status" aria-label={label} />
    </div>
  );
}

/** A list page's error state: the reason in a quiet alert (the caller's text). */
export function ListError({ text }: { text: string }) {
  return (
    <div className="alert alert-light border rounded-0" role="alert">
      {text}
    </div>
  );
}
