import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/my-product', label: 'My Product' },
  { to: '/admin/create-product', label: 'Selling Product' },
  { to: '/admin/my-order', label: 'My Order' },
] as const;

/** spec §2/§6: a seller's tab bar on /profile and the /admin pages. */
export function SellerTabs() {
  return (
    <nav aria-label="Seller" className="seller-tabs">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => `seller-tabs__tab${isActive ? ' seller-tabs__tab--active' : ''}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
