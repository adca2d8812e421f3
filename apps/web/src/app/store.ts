import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  type PersistConfig,
  type Persistor,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@rima/shared/constants';
import { authSlice, USER_INFO_STORAGE_KEY, type AuthState } from '../features/auth/auth-slice';
import { api, type ApiExtra } from './api';

// redux-persist's bundled storage module is CommonJS and loses its default export under Vite's interop;
// this is the same localStorage adapter, written out.
const storage = {
  getItem: (key: string) => Promise.resolve(localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};

// spec §4: state persisted under a product-specific key with a 5000 ms timeout. Only the auth slice's
// userInfo is kept: request flags (isLoading, error …) must not survive a reload, and server data lives in
// the RTK Query cache.
const authPersistConfig: PersistConfig<AuthState> = {
  key: 'rima',
  storage,
  whitelist: ['userInfo'],
  timeout: PERSIST_TIMEOUT_MS,
};

const rootReducer = combineReducers({
  [authSlice.name]: persistReducer(authPersistConfig, authSlice.reducer),
  [api.reducerPath]: api.reducer,
});

/** A store; the server rendering a page passes how its API requests are answered (`extra.fetchApi`). */
export function makeStore(extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
}

/** spec §3: user info also lives in localStorage under `userInfo`, as the old client kept it. */
function syncUserInfoToLocalStorage(target: AppStore) {
  const read = () => target.getState().auth.userInfo;
  let last = read();
  target.subscribe(() => {
    const current = read();
    if (current === last) return;
    last = current;
    if (current) localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(current));
    else localStorage.removeItem(USER_INFO_STORAGE_KEY);
  });
}

/** The browser's persistence: restores the stored user info and keeps it stored (browser only). */
export function persistInBrowser(target: AppStore): Persistor {
  syncUserInfoToLocalStorage(target);
  return persistStore(target);
}

/** spec §4: resolves once the persisted state is restored (or the 5000 ms persist timeout passed). */
export function restored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
