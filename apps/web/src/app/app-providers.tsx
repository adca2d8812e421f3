import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toasts } from '../components/toasts';
import type { AppStore, RootState } from './store';

type Props = {
  store: AppStore;
  /**
   * The state the server rendered with (server-rendered pages): every selector reads it while the page
   * hydrates, so the first render is the server's (the visitor's) and the viewer's own parts follow at once.
   */
  serverState?: RootState | undefined;
  children: ReactNode;
};

/** `<html data-hydrated>` once the app is live in the browser (journeys wait for it; no effect runs on the server). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** What wraps every page on both sides (entry-client.tsx, entry-server.tsx): the store and the toasts. */
export function AppProviders({ store, serverState, children }: Props) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {children}
        <Toasts />
        <HydratedMark />
      </Provider>
    </StrictMode>
  );
}
