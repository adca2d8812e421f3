import '@fontsource/jost/300.css';
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
// The app's own styles, by job; the order is the cascade's (mobile.css overrides them on phones).
import './styles/layout.css';
import './styles/common.css';
import './styles/home.css';
import './styles/product-list.css';
import './styles/product-page.css';
import './styles/content.css';
import './styles/seller.css';
import './styles/accounts.css';
import './mobile.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isLanguage } from '@rima/shared/language';
import { PAGE_DATA_ELEMENT_ID } from '@rima/shared/page-data';
import { serverAnswersArrived } from './app/api';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { makeStore, persistInBrowser, restored } from './app/store';
import { commonMessages } from './components/i18n/messages';
import { ensureCatalog, i18n, seedCatalogs, startI18n, type Catalog } from './lib/i18n';

// The catalogues' definition modules, by path under src/ (the server names the ones a page used); the
// layout's own is part of this chunk. Left out: catalogues no server-rendered page uses (the operator console,
// the toasts, accounts, orders, payments, complaints, the seller's pages), so each costs the entry nothing.
const definitions = import.meta.glob<Record<string, Catalog>>([
  './**/i18n/messages.ts',
  '!./components/i18n/messages.ts',
  '!./components/toasts/i18n/messages.ts',
  '!./features/ops/i18n/messages.ts',
  '!./features/products/i18n/messages.ts',
  '!./features/ledger/i18n/messages.ts',
  '!./features/payment/i18n/messages.ts',
  '!./features/complaints/i18n/messages.ts',
  '!./features/seller/i18n/messages.ts',
  '!./features/seller-imports/i18n/messages.ts',
  '!./features/seller-vouchers/i18n/messages.ts',
  '!./features/vouchers/i18n/messages.ts',
  '!./features/addresses/i18n/messages.ts',
  '!./features/auth/i18n/messages.ts',
  '!./features/notifications/i18n/messages.ts',
  '!./features/orders/i18n/messages.ts',
  '!./features/profile/i18n/messages.ts',
]);

type ServerState = { api?: unknown; catalogs?: unknown; texts?: Parameters<typeof seedCatalogs>[2] };

/** The server's state for a server-rendered page (`<script id="rima-data" type="application/json">`). */
function readServerState(): ServerState | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined; // a broken block: the page renders in the browser, as a client-rendered one would
  }
}

async function start(container: HTMLElement) {
  const fromServer = readServerState();
  // The visitor's language; a server-rendered page hydrates in the language it was rendered in.
  const rendered = document.documentElement.lang;
  startI18n(fromServer && isLanguage(rendered) ? rendered : undefined);
  // The layout's texts, and those the server rendered the page with, load alongside the page's chunk: a
  // server-rendered page then hydrates without waiting for any.
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  if (fromServer?.texts) seedCatalogs(i18n, language, fromServer.texts);
  const used = Array.isArray(fromServer?.catalogs) ? fromServer.catalogs.map(String) : [];
  const texts = [
    Promise.resolve(ensureCatalog(i18n, language, commonMessages)),
    ...used.map(async (path) => {
      const module = await definitions[path]?.();
      await Promise.all(Object.values(module ?? {}).map((c) => Promise.resolve(ensureCatalog(i18n, language, c))));
    }),
  ];
  const store = makeStore();
  if (fromServer) store.dispatch(serverAnswersArrived(fromServer));
  // The state the server rendered with, taken before the persisted user info is restored (a visitor's).
  const serverState = fromServer ? store.getState() : undefined;
  // spec §4: rendering waits for the persisted state to be restored (docs/decisions/015).
  await restored(persistInBrowser(store));
  const router = await createAppRouter();
  await Promise.all(texts);
  const app = (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // A server-rendered page painted with the rules its markup uses; the whole sheets (left disabled, so a phone
  // spends its first bandwidth on the page's photos) load and apply from now on, for everything the app shows
  // next (docs/decisions/018). Once they have, the inline rules go: coming later in the document, they would
  // outrank the sheets' own order (a `.d-none` over a `.d-lg-block`) on the pages the app shows next.
  const later = document.querySelectorAll<HTMLLinkElement>('link[data-rima-later]');
  let loading = later.length;
  for (const link of later) {
    link.onload = link.onerror = () => void (--loading || document.getElementById('rima-critical')?.remove());
    link.disabled = false;
  }
  // Hydration as a transition: React yields to the browser between pieces of it (a phone paints the page's
  // photo and answers a tap meanwhile) instead of one long task (Lighthouse's blocking time and LCP delay).
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
