import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. The page modules of the current URL are loaded first: a server-rendered page then
 * hydrates with its own component at once, not the lazy routes' loading fallback (which would not match the
 * server's HTML); a client-rendered page simply starts without a flash of the loader.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
