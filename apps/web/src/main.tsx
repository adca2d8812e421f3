import '@fontsource/jost/300.css';
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './styles.css';
import './mobile.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { persistor, store } from './app/store';
import { router } from './app/router';
import { FullScreenLoader } from './components/full-screen-loader';
import { Toasts } from './components/toasts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      {/* spec §4: rendering waits for the persisted state to be restored */}
      <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
        <RouterProvider router={router} />
        <Toasts />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
