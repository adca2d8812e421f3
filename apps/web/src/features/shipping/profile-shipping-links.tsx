import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { shippingMessages } from './i18n/messages';

/** The profile's link to the address book (customers) or to the store's origin and delivery settings (sellers). */
export function ProfileShippingLinks({ isSeller }: { isSeller: boolean }) {
  const t = useT(shippingMessages);
  return (
    <Link to={isSeller ? '/admin/delivery' : '/profile/addresses'} className="btn btn-outline-dark rounded-0">
      {isSeller ? t('editDelivery') : t('myAddresses')}
    </Link>
  );
}
