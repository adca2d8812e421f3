import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { logout } from '../auth';
import { opsMessages } from './i18n/messages';
import { Loading } from './ops-ui';
import './ops.css';

const DashboardPage = lazy(() => import('./ops-dashboard-page'));
const StoresPage = lazy(() => import('./ops-stores-page'));
const CustomersPage = lazy(() => import('./ops-customers-page'));
const ProductsPage = lazy(() => import('./ops-products-page'));
const CategoriesPage = lazy(() => import('./ops-categories-page'));
const ReportsPage = lazy(() => import('./ops-reports-page'));
const OrdersPage = lazy(() => import('./ops-orders-page'));
const OrderPage = lazy(() => import('./ops-order-page'));
const CouponsPage = lazy(() => import('./ops-coupons-page'));
const ContactPage = lazy(() => import('./ops-contact-page'));
const PayoutsPage = lazy(() => import('./ops-payouts-page'));
const AuditPage = lazy(() => import('./ops-audit-page'));
const PaymentsPage = lazy(() => import('./ops-payments-page'));
const InstallmentsPage = lazy(() => import('./ops-installments-page'));
const ComplaintsPage = lazy(() => import('./ops-complaints-page'));
const ComplaintPage = lazy(async () => ({ default: (await import('./ops-complaints-page')).OpsComplaintPage }));

const NAV = [
  ['', 'navDashboard'],
  ['stores', 'navStores'],
  ['products', 'navProducts'],
  ['categories', 'navCategories'],
  ['reports', 'navReports'],
  ['customers', 'navCustomers'],
  ['orders', 'navOrders'],
  ['complaints', 'navComplaints'],
  ['coupons', 'navCoupons'],
  ['contact', 'navContact'],
  ['payments', 'navPayments'],
  ['instalments', 'navInstallments'],
  ['payouts', 'navPayouts'],
  ['audit', 'navAudit'],
] as const;

/** The console: header, navigation and the pages. */
export default function Console() {
  const t = useT(opsMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = useAppSelector((s) => s.auth.userInfo?.email);
  return (
    <div className="ops-app">
      <header className="ops-header">
        <div className="container-xl d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
          <span className="fw-medium">{t('consoleName')}</span>
          <div className="d-flex flex-wrap align-items-center gap-3 small">
            <span className="text-break">{email}</span>
            <a href="/" className="text-white">
              {t('backToShop')}
            </a>
            <button
              type="button"
              className="btn btn-sm btn-outline-light rounded-0"
              onClick={() => {
                void navigate('/login', { replace: true });
                void dispatch(logout());
              }}
            >
              {t('logout')}
            </button>
          </div>
        </div>
        <nav aria-label={t('consoleNav')} className="ops-nav">
          <div className="container-xl d-flex gap-1 py-1">
            {NAV.map(([to, key]) => (
              <NavLink key={to} to={to === '' ? '/ops' : `/ops/${to}`} end={to === ''} className="ops-nav__link">
                {t(key)}
              </NavLink>
            ))}
          </div>
        </nav>
      </header>
      <main className="container-xl py-4">
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="stores" element={<StoresPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="complaints" element={<ComplaintsPage />} />
            <Route path="complaints/:id" element={<ComplaintPage />} />
            <Route path="coupons" element={<CouponsPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="instalments" element={<InstallmentsPage />} />
            <Route path="payouts" element={<PayoutsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="*" element={<Navigate to="/ops" replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
