import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { profileMessages } from './i18n/messages';

const TABS = [
  { to: '/seller', label: 'tabHome' },
  { to: '/admin/my-product', label: 'tabMyProduct' },
  { to: '/admin/create-product', label: 'tabSelling' },
  { to: '/seller/import-export', label: 'tabImportExport' },
  { to: '/seller/vouchers', label: 'tabVouchers' },
  { to: '/admin/my-order', label: 'tabMyOrder' },
  { to: '/seller/complaints', label: 'tabComplaints' },
  // Pending and available money, withdrawals.
  { to: '/admin/balance', label: 'tabBalance' },
  { to: '/admin/delivery', label: 'tabDelivery' },
  { to: '/seller/store', label: 'tabStore' },
] as const;

/** spec §2/§6: the seller's tab bar on the profile and the seller pages. */
export function SellerTabs() {
  const t = useT(profileMessages);
  return (
    <Nav variant="underline" className="seller-tabs mb-4" as="nav" aria-label={t('sellerTabs')}>
      {TABS.map((tab) => (
        <Nav.Item key={tab.to}>
          <Nav.Link as={NavLink} to={tab.to} end className="text-dark">
            {t(tab.label)}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
