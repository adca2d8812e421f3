import type { Params, RouteObject } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { FullScreenLoader } from '../components/full-screen-loader';
import { SiteLayout } from '../components/layout/site-layout';
import type { Role } from '../components/require-auth';
import type { AppDispatch } from './store';

/** What a server-rendered page asks for before it renders: the same queries, with the same arguments, as its hooks. */
export type Prefetch = (page: {
  params: Params;
  search: URLSearchParams;
  dispatch: AppDispatch;
}) => void | Promise<void>;
export type PageModule = { default: React.ComponentType; prefetch?: Prefetch };

/**
 * A page route's own facts, read by both entries: its module (`source`, as Vite's manifest names it, and how to
 * load it) and whether the server renders it (public pages whose HTML is the same for every visitor).
 */
export type RouteHandle = { page?: { source: string; load: () => Promise<PageModule> }; isServerRendered?: boolean };

/** Every page is its own chunk: the home page loads only what it shows. */
const page = (
  source: string,
  load: () => Promise<PageModule>,
  { isServerRendered = false } = {},
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { page: { source, load }, isServerRendered } satisfies RouteHandle,
});
const ssr = { isServerRendered: true };
// /product and the category pages: one module, named once, so every page's first chunk lists its files once
const productList = page(
  'src/features/catalog/product-list-page.tsx',
  () => import('../features/catalog/product-list-page'),
  ssr,
);
/**
 * A guard's layout route (spec §2), loaded with the pages behind it: the guards are not part of every page's
 * first chunk (docs/decisions/003). `roles` empty = any logged-in user; 'guest' = guests only.
 */
const guard = (roles: Role[] | 'guest' = []): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { RequireAuth, RequireGuest } = await import('../components/require-auth');
    return { element: roles === 'guest' ? <RequireGuest /> : <RequireAuth roles={roles} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, ...page('src/features/home/home-page.tsx', () => import('../features/home/home-page'), ssr) },
      {
        path: 'about',
        ...page('src/features/content/about-page.tsx', () => import('../features/content/about-page'), ssr),
      },
      {
        path: 'blog',
        ...page('src/features/content/blog-page.tsx', () => import('../features/content/blog-page'), ssr),
      },
      {
        path: 'blog/detail',
        ...page('src/features/content/blog-detail-page.tsx', () => import('../features/content/blog-detail-page'), ssr),
      },
      {
        path: 'blog/detail/:slug',
        ...page('src/features/content/blog-detail-page.tsx', () => import('../features/content/blog-detail-page'), ssr),
      },
      {
        path: 'page/contact',
        ...page('src/features/content/contact-page.tsx', () => import('../features/content/contact-page'), ssr),
      },
      { path: 'faq', ...page('src/features/content/faq-page.tsx', () => import('../features/content/faq-page'), ssr) },
      { path: 'product', ...productList },
      {
        path: 'product/detail/:id',
        ...page(
          'src/features/catalog/product-detail-page.tsx',
          () => import('../features/catalog/product-detail-page'),
          ssr,
        ),
      },
      // the category pages, /kategori/<top>[/<leaf>] (docs/decisions/040)
      { path: 'kategori/*', ...productList },
      {
        path: 'store/:sellerId',
        ...page('src/features/store/store-page.tsx', () => import('../features/store/store-page'), ssr),
      },
      {
        path: 'forgot',
        ...page('src/features/auth/forgot-email-page.tsx', () => import('../features/auth/forgot-email-page')),
      },
      {
        path: 'forgot/otp',
        ...page('src/features/auth/forgot-otp-page.tsx', () => import('../features/auth/forgot-otp-page')),
      },
      {
        path: 'forgot/otp/verify',
        ...page('src/features/auth/forgot-reset-page.tsx', () => import('../features/auth/forgot-reset-page')),
      },
      // Tracking by order id and billing e-mail is meant for guests too.
      {
        path: 'order/tracking',
        ...page('src/features/orders/tracking-page.tsx', () => import('../features/orders/tracking-page')),
      },
      {
        path: 'order/tracking/detail',
        ...page(
          'src/features/orders/tracking-detail-page.tsx',
          () => import('../features/orders/tracking-detail-page'),
        ),
      },
      {
        path: 'order/tracking/detail/:id',
        ...page(
          'src/features/orders/tracking-detail-page.tsx',
          () => import('../features/orders/tracking-detail-page'),
        ),
      },
      {
        ...guard('guest'),
        children: [
          { path: 'login', ...page('src/features/auth/login-page.tsx', () => import('../features/auth/login-page')) },
          {
            path: 'register',
            ...page('src/features/auth/register-page.tsx', () => import('../features/auth/register-page')),
          },
        ],
      },
      {
        ...guard(),
        children: [
          {
            path: 'notification',
            ...page(
              'src/features/notifications/notification-page.tsx',
              () => import('../features/notifications/notification-page'),
            ),
          },
          { path: 'chat', ...page('src/features/chat/chat-page.tsx', () => import('../features/chat/chat-page')) },
          {
            path: 'admin/my-product',
            ...page('src/features/products/my-product-page.tsx', () => import('../features/products/my-product-page')),
          },
          {
            path: 'admin/import-export',
            ...page(
              'src/features/seller-imports/import-export-page.tsx',
              () => import('../features/seller-imports/import-export-page'),
            ),
          },
          {
            path: 'admin/my-order',
            ...page(
              'src/features/orders/seller-orders-page.tsx',
              () => import('../features/orders/seller-orders-page'),
            ),
          },
          {
            path: 'order/:id',
            ...page('src/features/orders/order-detail-page.tsx', () => import('../features/orders/order-detail-page')),
          },
          { path: 'cart', ...page('src/features/cart/cart-page.tsx', () => import('../features/cart/cart-page')) },
          {
            path: 'cart/checkout',
            ...page('src/features/cart/checkout-page.tsx', () => import('../features/cart/checkout-page')),
          },
          {
            path: 'payment/:id',
            ...page('src/features/payment/payment-page.tsx', () => import('../features/payment/payment-page')),
          },
          {
            path: 'payment/:id/card',
            ...page('src/features/payment/card-page.tsx', () => import('../features/payment/card-page')),
          },
          {
            path: 'favorite',
            ...page('src/features/favorites/favorite-page.tsx', () => import('../features/favorites/favorite-page')),
          },
        ],
      },
      {
        // A shopper's order list: a seller is sent away with the spec's 'Forbidden, Not Your Role'.
        // (An order's own page, /order/:id, serves its buyer and its store alike.)
        ...guard(['customer']),
        children: [
          {
            path: 'order',
            ...page('src/features/orders/orders-page.tsx', () => import('../features/orders/orders-page')),
          },
          {
            path: 'profile/addresses',
            ...page('src/features/addresses/addresses-page.tsx', () => import('../features/addresses/addresses-page')),
          },
        ],
      },
      {
        ...guard(['seller', 'customer']),
        children: [
          {
            path: 'profile',
            ...page('src/features/profile/profile-page.tsx', () => import('../features/profile/profile-page')),
          },
        ],
      },
      {
        ...guard(['seller']),
        children: [
          {
            path: 'admin/create-product',
            ...page(
              'src/features/products/create-product-page.tsx',
              () => import('../features/products/create-product-page'),
            ),
          },
          {
            path: 'admin/edit-product/:id',
            ...page(
              'src/features/products/edit-product-page.tsx',
              () => import('../features/products/edit-product-page'),
            ),
          },
          // Pending and available money, withdrawals.
          {
            path: 'admin/balance',
            ...page('src/features/ledger/balance-page.tsx', () => import('../features/ledger/balance-page')),
          },
          {
            path: 'admin/delivery',
            ...page(
              'src/features/shipping/store-shipping-page.tsx',
              () => import('../features/shipping/store-shipping-page'),
            ),
          },
        ],
      },
      { path: 'error', element: <ErrorPage status={200} />, handle: ssr satisfies RouteHandle },
      { path: '*', element: <ErrorPage />, handle: ssr satisfies RouteHandle },
    ],
  },
  // The operator console is its own part of the app (own layout and nested routes, own chunks, loaded
  // only under /ops; never server-rendered).
  {
    path: 'ops/*',
    errorElement: <ErrorPage />,
    ...page('src/features/ops/ops-app.tsx', () => import('../features/ops/ops-app')),
  },
];
