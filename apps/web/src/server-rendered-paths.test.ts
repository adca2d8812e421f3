import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '@rima/shared/routes';
import { routes, type RouteHandle } from './app/routes';
import { isServerRendered } from './entry-server';

/** What React Router itself says, matching the whole table. */
const byRouter = (pathname: string) =>
  (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.isServerRendered === true;

describe('which paths the server renders', () => {
  it('answers as the router does, also when the answer was remembered from another path of the same page', () => {
    const paths = [
      '/',
      '/product',
      '/product/',
      '/product/detail/41',
      '/product/detail/42',
      '/product/detail/x',
      '/PRODUCT/detail/41',
      '/store/3',
      '/blog/detail/caring-for-teak',
      '/order/tracking',
      '/order/tracking/detail/9',
      '/order/17',
      '/ORDER/TRACKING',
      '/order/TRACKING',
      '/cart',
      '/login',
      '/ops/anything',
      '/no/such/page',
      '/product/detail/41/extra',
    ];
    // twice, in both orders: the second answers come from what the first remembered
    for (const list of [paths, [...paths].reverse()])
      for (const p of list) expect(isServerRendered(p), p).toBe(byRouter(p));
    expect(isServerRendered('/product/detail/41')).toBe(true);
    expect(isServerRendered('/cart')).toBe(false);
  });

  it('relies on page paths written in lower case (the router matches them in any case)', () => {
    for (const route of CLIENT_ROUTES) {
      const fixed = route.replace(/:[A-Za-z]+/g, ''); // the parameters' names do not count
      expect(fixed).toBe(fixed.toLowerCase());
    }
  });
});
