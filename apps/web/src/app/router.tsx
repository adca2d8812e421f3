import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { FullScreenLoader } from '../components/full-screen-loader';
import { SiteLayout } from '../components/layout/site-layout';
import { RequireAuth, RequireGuest } from '../components/require-auth';

type PageModule = { default: React.ComponentType };

/** Every page is its own chunk: the home page loads only what it shows. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page')) },
      { path: 'about', ...page(() => import('../features/content/about-page')) },
      { path: 'blog', ...page(() => import('../features/content/blog-page')) },
      { path: 'blog/detail', ...page(() => import('../features/content/blog-detail-page')) },
      { path: 'blog/detail/:slug', ...page(() => import('../features/content/blog-detail-page')) },
      { path: 'page/contact', ...page(() => import('../features/content/contact-page')) },
      { path: 'faq', ...page(() => import('../features/content/faq-page')) },
      { path: 'product', ...page(() => import('../features/products/product-list-page')) },
      { path: 'product/detail/:id', ...page(() => import('../features/products/product-detail-page')) },
      { path: 'store/:sellerId', ...page(() => import('../features/store/store-page')) },
      { path: 'forgot', ...page(() => import('../features/auth/forgot-email-page')) },
      { path: 'forgot/otp', ...page(() => import('../features/auth/forgot-otp-page')) },
      { path: 'forgot/otp/verify', ...page(() => import('../features/auth/forgot-reset-page')) },
      // Tracking by order id and billing e-mail is meant for guests too (issue: buying).
      { path: 'order/tracking', ...page(() => import('../features/orders/tracking-page')) },
      { path: 'order/tracking/detail', ...page(() => import('../features/orders/tracking-detail-page')) },
      { path: 'order/tracking/detail/:id', ...page(() => import('../features/orders/tracking-detail-page')) },
      {
        element: <RequireGuest />,
        children: [
          { path: 'login', ...page(() => import('../features/auth/login-page')) },
          { path: 'register', ...page(() => import('../features/auth/register-page')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'notification', ...page(() => import('../features/notifications/notification-page')) },
          { path: 'chat', ...page(() => import('../features/chat/chat-page')) },
          { path: 'admin/my-product', ...page(() => import('../features/seller/my-product-page')) },
          { path: 'admin/my-order', ...page(() => import('../features/orders/seller-orders-page')) },
          { path: 'order/:id', ...page(() => import('../features/orders/order-detail-page')) },
          { path: 'cart', ...page(() => import('../features/cart/cart-page')) },
          { path: 'cart/checkout', ...page(() => import('../features/cart/checkout-page')) },
          { path: 'payment/:id', ...page(() => import('../features/payment/payment-page')) },
          { path: 'payment/:id/card', ...page(() => import('../features/payment/card-page')) },
          { path: 'favorite', ...page(() => import('../features/favorites/favorite-page')) },
        ],
      },
      {
        // A shopper's order list: a seller is sent away with the spec's 'Forbidden, Not Your Role' (issue 17).
        // (An order's own page, /order/:id, serves its buyer and its store alike.)
        element: <RequireAuth roles={['customer']} />,
        children: [{ path: 'order', ...page(() => import('../features/orders/orders-page')) }],
      },
      {
        element: <RequireAuth roles={['seller', 'customer']} />,
        children: [{ path: 'profile', ...page(() => import('../features/profile/profile-page')) }],
      },
      {
        element: <RequireAuth roles={['seller']} />,
        children: [
          { path: 'admin/create-product', ...page(() => import('../features/seller/create-product-page')) },
          { path: 'admin/edit-product/:id', ...page(() => import('../features/seller/edit-product-page')) },
          { path: 'admin/balance', ...page(() => import('../features/balance/balance-page')) },
        ],
      },
      { path: 'error', element: <ErrorPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

// Issue 14: the operator console is its own part of the app (own layout, own chunks, loaded only under /ops).
routes.push({
  path: 'ops/*',
  errorElement: <ErrorPage />,
  hydrateFallbackElement: <FullScreenLoader />,
  ...page(() => import('../features/ops/ops-app')),
});

export const router = createBrowserRouter(routes);
