import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/my-product', label: 'My Product' },
  { to: '/admin/create-product', label: 'Selling Product' },
  { to: '/admin/my-order', label: 'My Order' },
  // Issue 14: pending and available money, withdrawals.
  { to: '/admin/balance', label: 'Balance' },
] as const;

/** spec §2/§6: the seller's tab bar on the profile and the seller pages. */
export function SellerTabs() {
  return (
    <Nav variant="underline" className="seller-tabs mb-4" as="nav" aria-label="Seller">
      {TABS.map((tab) => (
        <Nav.Item key={tab.to}>
          <Nav.Link as={NavLink} to={tab.to} className="text-dark">
            {tab.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
