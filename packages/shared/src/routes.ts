// Every page of the web app, as React Router paths. The server answers these with status 200 and any other
// path with 404 (no soft 404s); a web test keeps this list equal to the router's.
export const CLIENT_ROUTES = [
  '/',
  '/about',
  '/blog',
  '/blog/detail',
  '/blog/detail/:slug',
  '/page/contact',
  '/faq',
  '/product',
  '/product/detail/:id',
  // a room, and a product type within it: /kategori/<top>[/<leaf>] (docs/decisions/040)
  '/kategori/*',
  '/store/:sellerId',
  '/forgot',
  '/forgot/otp',
  '/forgot/otp/verify',
  '/order/tracking',
  '/order/tracking/detail',
  '/order/tracking/detail/:id',
  '/login',
  '/register',
  '/notification',
  '/chat',
  '/admin/my-product',
  '/admin/my-order',
  '/order',
  '/order/:id',
  '/cart',
  '/cart/checkout',
  '/payment/:id',
  '/payment/:id/card',
  '/favorite',
  '/profile',
  '/admin/create-product',
  '/admin/edit-product/:id',
  '/admin/balance',
  '/profile/addresses',
  '/admin/delivery',
  '/error',
  // The seller center (home, store profile, import / export) owns everything under /seller
  '/seller/*',
  // The operator console owns everything under /ops
  '/ops/*',
] as const;

const patterns = CLIENT_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route
        .replace(/:[A-Za-z]+/g, '[^/]+')
        .replace(/\/\*$/, '(?:/.*)?')
        .replace(/\/$/, '')}/?$`,
    ),
);

/** True when the path (no query) is one of the app's pages. */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}

/** The app's pages (CLIENT_ROUTES) whose pattern the path (no query) matches, in the list's order. */
export function clientRoutesOf(pathname: string): string[] {
  return CLIENT_ROUTES.filter((_, i) => patterns[i]?.test(pathname));
}
