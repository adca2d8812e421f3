import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach } from 'vitest';
import { makeStore, type RootState } from '../../app/store';
import { userInfoSet, type UserInfo } from './auth-slice';

// The web project runs without vitest globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Test helper: a real store and a memory router, the way main.tsx wires them (minus persistence). */
export function renderWithApp(
  routes: RouteObject[],
  { path = '/', userInfo, state }: { path?: string; userInfo?: UserInfo; state?: unknown } = {},
) {
  const store = makeStore();
  if (userInfo) store.dispatch(userInfoSet(userInfo));
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  const auth = () => (store.getState() as RootState).auth;
  return { ...view, store, router, user, auth };
}

export const customerInfo: UserInfo = {
  token: 'customer-token',
  id: 7,
  user_id: 7,
  email: 'budi@example.test',
  name: 'Budi',
  role: 'customer',
  roles_id: 1,
  emailOrusername: 'budi@example.test',
  username: 'budi',
};

export const sellerInfo: UserInfo = {
  ...customerInfo,
  token: 'seller-token',
  id: 8,
  user_id: 8,
  email: 'jati@example.test',
  role: 'seller',
  roles_id: 2,
  username: 'Jati Living',
};
