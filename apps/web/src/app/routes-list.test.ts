import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '@rima/shared/routes';
import { routes } from './routes';

function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const own = r.index ? parent || '/' : r.path ? `${parent}/${r.path}`.replace(/\/+/g, '/') : parent;
    const here = r.index || (r.path && r.path !== '*') ? [own] : [];
    return [...here, ...(r.children ? paths(r.children, r.path ? own : parent) : [])];
  });
}

describe('the server knows every page of the app (real 404s)', () => {
  it('lists exactly the router’s paths', () => {
    expect([...new Set(paths(routes))].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it('matches pages with their parameters and nothing else', () => {
    expect(isClientRoute('/product/detail/41')).toBe(true);
    expect(isClientRoute('/store/3')).toBe(true);
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/product/')).toBe(true);
    expect(isClientRoute('/no/such/page')).toBe(false);
    expect(isClientRoute('/product/detail/41/extra')).toBe(false);
  });
});
