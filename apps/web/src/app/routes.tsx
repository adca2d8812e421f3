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

/**
 * Every page is its own chunk: the home page loads only what it shows. `name`: the module under src/features
 * without its extension (its `source` is written out once here, not in every route of the entry chunk).
 */
const page = (
  name: string,
  load: () => Promise<PageModule>,
  { isServerRendered = false } = {},
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { page: { source: `src/features/${name}.tsx`, load }, isServerRendered } satisfies RouteHandle,
});
const ssr = { isServerRendered: true };
// /product and the category pages: one module, named once, so every page's first chunk lists its files once
const productList = page('catalog/product-list-page', () => import('../features/catalog/product-list-page'), ssr);
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
      { index: true, ...page('home/home-page', () => import('../features/home/home-page'), ssr) },
      {
        path: 'about',
        ...page('content/about-page', () => import('../features/content/about-page'), ssr),
      },
      {
        path: 'blog',
        ...page('content/blog-page', () => import('../features/content/blog-page'), ssr),
      },
      {
        path: 'blog/detail',
        ...page('content/blog-detail-page', () => import('../features/content/blog-detail-page'), ssr),
      },
      {
        path: 'blog/detail/:slug',
        ...page('content/blog-detail-page', () => import('../features/content/blog-detail-page'), ssr),
      },
      {
        path: 'page/contact',
        ...page('content/contact-page', () => import('../features/content/contact-page'), ssr),
      },
      { path: 'faq', ...page('content/faq-page', () => import('../features/content/faq-page'), ssr) },
      { path: 'product', ...productList },
      {
        path: 'product/detail/:id',
        ...page('catalog/product-detail-page', () => import('../features/catalog/product-detail-page'), ssr),
      },
      // the category pages, /kategori/<top>[/<leaf>] (docs/decisions/040)
      { path: 'kategori/*', ...productList },
      {
        path: 'store/:sellerId',
        ...page('store/store-page', () => import('../features/store/store-page'), ssr),
      },
      {
        path: 'forgot',
        ...page('auth/forgot-email-page', () => import('../features/auth/forgot-email-page')),
      },
      {
        path: 'forgot/otp',
        ...page('auth/forgot-otp-page', () => import('../features/auth/forgot-otp-page')),
      },
      {
        path: 'forgot/otp/verify',
        ...page('auth/forgot-reset-page', () => import('../features/auth/forgot-reset-page')),
      },
      // Tracking by order id and billing e-mail is meant for guests too.
      {
        path: 'order/tracking',
        ...page('orders/tracking-page', () => import('../features/orders/tracking-page')),
      },
      {
        path: 'order/tracking/detail',
        ...page('orders/tracking-detail-page', () => import('../features/orders/tracking-detail-page')),
      },
      {
        path: 'order/tracking/detail/:id',
        ...page('orders/tracking-detail-page', () => import('../features/orders/tracking-detail-page')),
      },
      // A visitor's cart is kept by the browser (docs/decisions/050): the cart page is open to everyone.
      { path: 'cart', ...page('cart/cart-page', () => import('../features/cart/cart-page')) },
      {
        ...guard('guest'),
        children: [
          { path: 'login', ...page('auth/login-page', () => import('../features/auth/login-page')) },
          {
            path: 'register',
            ...page('auth/register-page', () => import('../features/auth/register-page')),
          },
        ],
      },
      {
        ...guard(),
        children: [
          {
            path: 'notification',
            ...page('notifications/notification-page', () => import('../features/notifications/notification-page')),
          },
          { path: 'chat', ...page('chat/chat-page', () => import('../features/chat/chat-page')) },
          {
            path: 'admin/my-product',
            ...page('products/my-product-page', () => import('../features/products/my-product-page')),
          },
          {
            path: 'admin/my-order',
            ...page('orders/seller-orders-page', () => import('../features/orders/seller-orders-page')),
          },
          {
            path: 'order/:id',
            ...page('orders/order-detail-page', () => import('../features/orders/order-detail-page')),
          },
          {
            path: 'cart/checkout',
            ...page('cart/checkout-page', () => import('../features/cart/checkout-page')),
          },
          {
            path: 'payment/:id',
            ...page('payment/payment-page', () => import('../features/payment/payment-page')),
          },
          {
            path: 'payment/:id/card',
            ...page('payment/card-page', () => import('../features/payment/card-page')),
          },
          {
            path: 'favorite',
            ...page('favorites/favorite-page', () => import('../features/favorites/favorite-page')),
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
            ...page('orders/orders-page', () => import('../features/orders/orders-page')),
          },
          {
            path: 'profile/addresses',
            ...page('addresses/addresses-page', () => import('../features/addresses/addresses-page')),
          },
        ],
      },
      {
        ...guard(['seller', 'customer']),
        children: [
          {
            path: 'profile',
            ...page('profile/profile-page', () => import('../features/profile/profile-page')),
          },
        ],
      },
      {
        ...guard(['seller']),
        children: [
          {
            path: 'admin/create-product',
            ...page('products/create-product-page', () => import('../features/products/create-product-page')),
          },
          {
            path: 'admin/edit-product/:id',
            ...page('products/edit-product-page', () => import('../features/products/edit-product-page')),
          },
          // Pending and available money, withdrawals.
          {
            path: 'admin/balance',
            ...page('ledger/balance-page', () => import('../features/ledger/balance-page')),
          },
          // The seller center: where a seller lands, and the store profile (hours, holiday, quick replies).
          {
            path: 'seller/*',
            ...page('seller/seller-center-page', () => import('../features/seller/seller-center-page')),
          },
          {
            path: 'admin/delivery',
            ...page('shipping/store-shipping-page', () => import('../features/shipping/store-shipping-page')),
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
    ...page('ops/ops-app', () => import('../features/ops/ops-app')),
  },
];
