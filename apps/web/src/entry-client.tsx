import '@fontsource/jost/300.css';
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './styles.css';
import './mobile.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PAGE_DATA_ELEMENT_ID } from '@rima/shared/page-data';
import { serverAnswersArrived } from './app/api';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { makeStore, persistInBrowser, restored } from './app/store';

/** The server's state for a server-rendered page (`<script id="rima-data" type="application/json">`). */
function readServerState(): unknown {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined; // a broken block: the page renders in the browser, as a client-rendered one would
  }
}

async function start(container: HTMLElement) {
  const fromServer = readServerState();
  const store = makeStore();
  if (fromServer) store.dispatch(serverAnswersArrived(fromServer));
  // The state the server rendered with, taken before the persisted user info is restored (a visitor's).
  const serverState = fromServer ? store.getState() : undefined;
  // spec §4: rendering waits for the persisted state to be restored (docs/decisions/013).
  await restored(persistInBrowser(store));
  const router = await createAppRouter();
  const app = (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
