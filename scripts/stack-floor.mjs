// Measures the smallest initial JavaScript the mandated frontend stack can ship, with no application code at
// all: a throwaway app that only wires the libraries together the way a page needs them (createRoot, the Redux
// store with one slice persisted by redux-persist behind a PersistGate, an RTK Query endpoint used through its
// hook, a router with two routes, and — in the full variant — react-toastify's container). It is built with the
// repository's own Vite and installed versions, in production mode, and the gzip size (level 9) of everything
// the HTML loads is printed, per variant. The home page can never load less than the smallest variant.
//
// Usage: node scripts/stack-floor.mjs          (no build of the app needed; takes a few seconds)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps', 'web');
// Inside the web workspace so that bare imports resolve to the versions the shop itself uses.
const work = path.join(webDir, '.stack-floor');

const store = `
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
const storage = {
  getItem: (k) => Promise.resolve(localStorage.getItem(k)),
  setItem: (k, v) => Promise.resolve(localStorage.setItem(k, v)),
  removeItem: (k) => Promise.resolve(localStorage.removeItem(k)),
};
export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1' }),
  endpoints: (b) => ({ list: b.query({ query: () => 'product' }) }),
});
const auth = createSlice({ name: 'auth', initialState: { userInfo: null }, reducers: { set: (s, a) => { s.userInfo = a.payload; } } });
const reducer = combineReducers({ auth: persistReducer({ key: 'rima', storage, timeout: 5000 }, auth.reducer), [api.reducerPath]: api.reducer });
export const store = configureStore({
  reducer,
  middleware: (g) => g({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware),
});
export const persistor = persistStore(store);
`;

const pages = `
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { api } from './store.jsx';
export function Layout() { return <main><Link to="/">home</Link><Outlet /></main>; }
export function Home() { const { data } = api.useListQuery(); const go = useNavigate(); return <p onClick={() => go('/p/1')}>{JSON.stringify(data)}</p>; }
export function Detail() { const { id } = useParams(); return <b>{id}</b>; }
`;

const variants = [
  {
    name: 'data router + react-toastify (the shape of the shop today, no app code)',
    main: `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { ToastContainer, toast } from 'react-toastify';
import { persistor, store } from './store.jsx';
import { Layout, Home, Detail } from './pages.jsx';
const router = createBrowserRouter([{ element: <Layout />, children: [
  { index: true, Component: Home },
  { path: 'p/:id', lazy: async () => ({ Component: Detail }) },
] }]);
window.toast = toast;
createRoot(document.getElementById('root')).render(<StrictMode><Provider store={store}><PersistGate persistor={persistor}>
  <RouterProvider router={router} /><ToastContainer /></PersistGate></Provider></StrictMode>);
`,
  },
  {
    name: 'declarative router, no react-toastify (the least any page can load)',
    main: `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { persistor, store } from './store.jsx';
import { Layout, Home, Detail } from './pages.jsx';
createRoot(document.getElementById('root')).render(<StrictMode><Provider store={store}><PersistGate persistor={persistor}>
  <BrowserRouter><Routes><Route element={<Layout />}><Route index element={<Home />} /><Route path="p/:id" element={<Detail />} /></Route></Routes></BrowserRouter>
  </PersistGate></Provider></StrictMode>);
`,
  },
];

function gzipOfDir(dir) {
  let total = 0;
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    if (String(f).endsWith('.js'))
      total += zlib.gzipSync(fs.readFileSync(path.join(dir, String(f))), { level: 9 }).length;
  }
  return total;
}

function versionOf(pkg) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

const results = [];
try {
  for (const v of variants) {
    fs.rmSync(work, { recursive: true, force: true });
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(path.join(work, 'store.jsx'), store);
    fs.writeFileSync(path.join(work, 'pages.jsx'), pages);
    fs.writeFileSync(path.join(work, 'main.jsx'), v.main);
    fs.writeFileSync(
      path.join(work, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    await build({
      root: work,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      build: { outDir: path.join(work, 'dist'), emptyOutDir: true },
    });
    results.push({ name: v.name, kb: gzipOfDir(path.join(work, 'dist')) / 1024 });
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const libs = ['react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'redux-persist', 'react-toastify'];
console.log(`mandated stack, no application code (${libs.map((l) => `${l} ${versionOf(l)}`).join(', ')}):`);
for (const r of results) console.log(`  ${r.kb.toFixed(1).padStart(6)} kB gzip  ${r.name}`);
export { results };
