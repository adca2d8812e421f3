import '@fontsource/jost/300.css';
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './styles.css';
import './mobile.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { persistor, store } from './app/store';
import { router } from './app/router';
import { FullScreenLoader } from './components/full-screen-loader';
import { Toasts } from './components/toasts';
import { commonMessages } from './components/i18n/messages';
import { ensureCatalog, i18n, startI18n } from './lib/i18n';

// Issue 13: the visitor's language; its layout texts start loading alongside the page's chunk.
startI18n();
void ensureCatalog(i18n, i18n.locale === 'id' ? 'id' : 'en', commonMessages);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      {/* spec §4: rendering waits for the persisted state to be restored */}
      <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
        <Suspense fallback={<FullScreenLoader />}>
          <RouterProvider router={router} />
          <Toasts />
        </Suspense>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
