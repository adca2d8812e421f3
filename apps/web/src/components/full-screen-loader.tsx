import Spinner from 'react-bootstrap/Spinner';
import { useLanguage } from '../lib/i18n';

// Shown while catalogues themselves load, so it cannot wait for one.
const LOADING = { en: 'Loading…', id: 'Memuat…' } as const;

/** spec §2: a full-screen loader while a page's data or code loads. */
export function FullScreenLoader() {
  const language = useLanguage();
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spinner animation="border" />
      <span className="visually-hidden">{LOADING[language]}</span>
    </div>
  );
}
