import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { FullScreenLoader } from '../../components/full-screen-loader';

// One route for the whole seller center (/seller/*): the entry's route table, which every page loads, grows by
// one line however many seller pages there are. Each page is still its own chunk.
const SellerHomePage = lazy(() => import('./seller-home-page'));
const StoreProfilePage = lazy(() => import('./store-profile-page'));
const ImportExportPage = lazy(() => import('../seller-imports/import-export-page'));
const SellerVouchersPage = lazy(() => import('../seller-vouchers/seller-vouchers-page'));
const SellerComplaintsPage = lazy(() => import('../complaints/seller-complaints-page'));

export default function SellerCenterPage() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route index element={<SellerHomePage />} />
        <Route path="store" element={<StoreProfilePage />} />
        <Route path="import-export" element={<ImportExportPage />} />
        <Route path="vouchers" element={<SellerVouchersPage />} />
        <Route path="complaints" element={<SellerComplaintsPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </Suspense>
  );
}
