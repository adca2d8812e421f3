import Spinner from 'react-bootstrap/Spinner';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { useT } from '../../lib/i18n';
import { shippingMessages } from './i18n/messages';
import { StoreShippingForm } from './store-shipping-form';
import { useGetStoreShippingQuery } from './shipping-api';
import './shipping.css';

/** /admin/delivery: the store's origin, capacity calendar, assembly price and own delivery areas. */
export default function StoreShippingPage() {
  const t = useT(shippingMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('storeTitle'));
  const { data, isLoading, error } = useGetStoreShippingQuery();
  return (
    <>
      <PageBanner title={t('storeTitle')} subtitle={t('storeSubtitle')} />
      <section className="container pb-5">
        <SellerTabs />
        <div className="row">
          <div className="col-lg-8">
            {isLoading ? (
              <Spinner animation="border" role="status">
                <span className="visually-hidden">{t('loading')}</span>
              </Spinner>
            ) : error || !data ? (
              <p className="text-danger">{errorText(error)}</p>
            ) : (
              <StoreShippingForm settings={data} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
