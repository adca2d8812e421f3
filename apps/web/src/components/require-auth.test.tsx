import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { customerInfo, renderWithApp, sellerInfo } from '../test/render-with-app';
import type { LoggingOutState } from './logout-dialog';
import { RequireAuth, RequireGuest, type GuardRedirectState } from './require-auth';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  {
    element: <RequireAuth />,
    children: [{ path: '/chat', element: <h1>Chat</h1> }],
  },
  {
    element: <RequireAuth roles={['seller']} />,
    children: [{ path: '/admin/create-product', element: <h1>Sell</h1> }],
  },
  {
    element: <RequireAuth roles={['seller', 'customer']} />,
    children: [{ path: '/profile', element: <h1>Profile</h1> }],
  },
  {
    element: <RequireGuest />,
    children: [{ path: '/login', element: <h1>Login</h1> }],
  },
];

describe('route guards (spec §2)', () => {
  it("sends a visitor without a token to / with 'Silahkan Login Terlebih Dahulu', replacing the entry", async () => {
    const { router } = renderWithApp(routes, { path: '/chat' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.guardNoToken)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    const state = router.state.location.state as GuardRedirectState;
    expect(state).toMatchObject({ redirect: true, message: MESSAGES.guardNoToken, from: '/chat' });
  });

  it("sends a customer away from a seller page with 'Forbidden, Not Your Role'", async () => {
    const { router } = renderWithApp(routes, { path: '/admin/create-product', userInfo: customerInfo });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.guardWrongRole)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("sends a logged-in visitor away from a guest-only page with 'Forbiden'", async () => {
    const { router } = renderWithApp(routes, { path: '/login', userInfo: customerInfo });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.guardGuestOnly)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets any logged-in user into a page with no role list', async () => {
    renderWithApp(routes, { path: '/chat', userInfo: sellerInfo });
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
  });

  it('lets a customer into /profile (sellers and customers allowed)', async () => {
    renderWithApp(routes, { path: '/profile', userInfo: customerInfo });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('lets a guest into /login', async () => {
    renderWithApp(routes, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('lets the logout dialog land on /login while the token is being revoked', async () => {
    const state: LoggingOutState = { loggingOut: true };
    renderWithApp(routes, { path: '/login', userInfo: customerInfo, state });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.guardGuestOnly)).not.toBeInTheDocument();
  });
});
