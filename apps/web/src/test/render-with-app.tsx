import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, vi } from 'vitest';
import { makeStore } from '../app/store';
import { userInfoSet, type UserInfo } from '../features/auth';

// The web project runs without vitest globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Test helper: a real store and a memory router, the way entry-client.tsx wires them (minus persistence). */
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
  const auth = () => store.getState().auth;
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

type StubAnswer = { status: number; body: unknown };

/**
 * Answers the auth thunks' fetch calls in order (only for the server's side of a screen's behaviour; the
 * real exchanges are covered by the Playwright journeys). Returns the mock to inspect the calls.
 */
export function stubFetch(...answers: StubAnswer[]) {
  const queue = [...answers];
  const mock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift();
    if (!answer) return Promise.reject(new Error('no stubbed answer left'));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', mock);
  // RTK Query builds a Request from its relative base URL, which Node only accepts with an origin.
  vi.stubGlobal(
    'Request',
    class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  return mock;
}

/** The JSON body a stubbed fetch call was made with. */
export function sentBody(mock: ReturnType<typeof stubFetch>, call: number): unknown {
  const init = mock.mock.calls[call]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
