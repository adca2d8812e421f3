import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { customerInfo, renderWithApp } from '../../test/render-with-app';
import { RequireAuth, RequireGuest } from '../require-auth';
import { HeaderUserMenu } from './header-user-menu';

const routes = [
  { path: '/', element: <HeaderUserMenu /> },
  { element: <RequireAuth />, children: [{ path: '/chat', element: <HeaderUserMenu /> }] },
  { element: <RequireGuest />, children: [{ path: '/login', element: <h1>Login page</h1> }] },
];

async function openMenu(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = document.querySelector<HTMLElement>('.dropdown-menu.show');
  if (!menu) throw new Error('the account menu did not open');
  return menu;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header user menu (spec §2)', () => {
  it('offers Login, Register, Chat and Notification to a guest', async () => {
    const { user } = renderWithApp(routes);
    const menu = await openMenu(user);
    const items = within(menu)
      .getAllByRole('link')
      .map((item) => item.textContent);
    expect(items).toEqual(['Login', 'Register', 'Chat', 'Notification']);
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Profile, My Orders, Chat, Notification and Logout to a logged-in customer', async () => {
    const { user } = renderWithApp(routes, { userInfo: customerInfo });
    const menu = await openMenu(user);
    const items = [...menu.querySelectorAll('.dropdown-item')].map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Orders', 'Chat', 'Notification', 'Logout']);
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/order');
  });

  it("offers a seller 'Store orders'", async () => {
    const { user } = renderWithApp(routes, { userInfo: { ...customerInfo, role: 'seller' } });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Store orders' })).toHaveAttribute('href', '/admin/my-order');
  });

  it("asks 'Are you sure to logout?' in a dialog titled RIMA, and Close keeps the user logged in", async () => {
    const { user, auth } = renderWithApp(routes, { userInfo: customerInfo });
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('RIMA')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.logoutConfirm)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(auth().userInfo).toEqual(customerInfo);
  });

  it('on Yes revokes the token on the server, forgets the user info and lands on /login without a guard message', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ statusCode: 200, message: 'Logged out', data: null }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('userInfo', JSON.stringify(customerInfo));
    const { user, auth, router } = renderWithApp(routes, { path: '/chat', userInfo: customerInfo });
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    await waitFor(() => expect(auth().userInfo).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/logout',
      expect.objectContaining({ method: 'DELETE', headers: { 'x-access-token': customerInfo.token } }),
    );
    expect(screen.queryByText(MESSAGES.guardGuestOnly)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.guardNoToken)).not.toBeInTheDocument();
  });
});
