import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { productsMessages } from './i18n/messages';

/**
 * A customer who opens a seller page is told plainly how to open a store, instead of an error.
 * Stores are separate accounts (the store name is also the login name), so the way in is a new registration.
 */
export function OpenStoreHint() {
  const t = useT(productsMessages);
  return (
    <div className="open-store-hint border p-4 mx-auto text-center" role="note">
      <h2 className="h5 fw-normal">{t('sellTitle')}</h2>
      <p className="mb-3">{rich(t('sellText'), { strong: (text) => <strong>{text}</strong> })}</p>
      <Link to="/register" className="btn btn-dark rounded-0 px-4">
        {t('openStore')}
      </Link>
    </div>
  );
}
