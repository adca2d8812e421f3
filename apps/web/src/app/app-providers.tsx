import type { I18n } from '@lingui/core';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FullScreenLoader } from '../components/full-screen-loader';
import { Toasts } from '../components/toasts';
import { I18nContext, i18n as browserI18n } from '../lib/i18n';
import type { AppStore, RootState } from './store';

type Props = {
  store: AppStore;
  /**
   * The state the server rendered with (server-rendered pages): every selector reads it while the page
   * hydrates, so the first render is the server's (the visitor's) and the viewer's own parts follow at once.
   */
  serverState?: RootState | undefined;
  /** The language's texts: the browser's instance, or the one the server renders a language with. */
  i18n?: I18n;
  children: ReactNode;
};

/** `<html data-hydrated>` once the app is live in the browser (journeys wait for it; no effect runs on the server). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * What wraps every page on both sides (entry-client.tsx, entry-server.tsx): the store, the language, the
 * toasts; the loader while a catalogue of texts loads (on the server the page waits for it).
 */
export function AppProviders({ store, serverState, i18n = browserI18n, children }: Props) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nContext value={i18n}>
          <Suspense fallback={<FullScreenLoader />}>
            {children}
            <Toasts />
            <HydratedMark />
          </Suspense>
        </I18nContext>
      </Provider>
    </StrictMode>
  );
}
