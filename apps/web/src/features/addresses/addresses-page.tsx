import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressForm } from './address-form';
import {
  type Address,
  useDeleteAddressMutation,
  useListAddressesQuery,
  useUpdateAddressMutation,
} from './addresses-api';
import { useT } from '../../lib/i18n';
import { addressMessages } from './i18n/messages';
import './addresses.css';

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const t = useT(addressMessages);
  const errorText = useErrorText();
  const [remove, removing] = useDeleteAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const busy = removing.isLoading || updating.isLoading;
  const run = (p: Promise<unknown>, done: string) =>
    void p.then(() => notify.success(done)).catch((err: unknown) => notify.error(errorText(err)));
  return (
    <article
      className="address-card"
      aria-label={t('cardLabel', { label: address.label, recipient: address.recipient })}
    >
      <header className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <strong>{address.label}</strong>
        {address.is_default && <span className="badge text-bg-dark rounded-0">{t('isDefault')}</span>}
      </header>
      <p className="mb-1">{t('phoneLine', { recipient: address.recipient, phone: address.phone })}</p>
      <p className="mb-2 small text-muted address-card__line">{address.full_address}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-dark" className="rounded-0" onClick={onEdit} disabled={busy}>
          {t('edit')}
        </Button>
        {!address.is_default && (
          <Button
            size="sm"
            variant="outline-dark"
            className="rounded-0"
            disabled={busy}
            onClick={() => run(update({ id: address.id, body: { is_default: true } }).unwrap(), t('saved'))}
          >
            {t('makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-danger"
          className="rounded-0"
          disabled={busy}
          aria-label={t('removeOne', { label: address.label })}
          onClick={() => run(remove(address.id).unwrap(), t('deleted'))}
        >
          {t('remove')}
        </Button>
      </div>
    </article>
  );
}

/** /profile/addresses: the customer's address book. */
export default function AddressesPage() {
  const t = useT(addressMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('title'));
  const name = useAppSelector((s) => s.auth.userInfo?.name ?? '');
  const { data: addresses, isLoading, error } = useListAddressesQuery();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const saved = () => {
    notify.success(t('saved'));
    setEditing(null);
  };
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container pb-5 addresses-page">
        {isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        ) : error ? (
          <p className="text-danger">{errorText(error)}</p>
        ) : (
          <div className="row g-4">
            <div className="col-lg-7">
              {addresses?.length === 0 && editing === null && <p>{t('empty')}</p>}
              <div className="d-grid gap-3">
                {addresses?.map((a) =>
                  editing === a.id ? (
                    <div key={a.id} className="address-card">
                      <AddressForm address={a} onSaved={saved} onCancel={() => setEditing(null)} />
                    </div>
                  ) : (
                    <AddressCard key={a.id} address={a} onEdit={() => setEditing(a.id)} />
                  ),
                )}
              </div>
            </div>
            <div className="col-lg-5">
              {editing === 'new' ? (
                <div className="address-card">
                  <h2 className="h5 fw-light">{t('add')}</h2>
                  <AddressForm defaultRecipient={name} onSaved={saved} onCancel={() => setEditing(null)} />
                </div>
              ) : (
                <Button variant="dark" className="rounded-0" onClick={() => setEditing('new')}>
                  {t('add')}
                </Button>
              )}
            </div>
          </div>
        )}
      </section>
    </>
  );
}
