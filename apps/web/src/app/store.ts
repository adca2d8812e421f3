import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  type PersistConfig,
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
import { api } from './api';

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

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        api.middleware,
      ),
  });
}

export const store = makeStore();

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
syncUserInfoToLocalStorage(store);
export const persistor = persistStore(store);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
