import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { RequireGuest } from '../../components/require-auth';
import { customerInfo, renderWithApp, sentBody, stubFetch } from '../../test/render-with-app';
import LoginPage from './login-page';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/forgot', element: <h1>Forgot</h1> },
  { path: '/register', element: <h1>Register page</h1> },
  { element: <RequireGuest />, children: [{ path: '/login', element: <LoginPage /> }] },
];

describe('login page (spec §2)', () => {
  it('has the e-mail-or-username and password fields, with a show/hide toggle for the password', async () => {
    const { user } = renderWithApp(routes, { path: '/login' });
    expect(screen.getByLabelText('Email or Username')).toHaveAttribute('name', 'emailOrusername');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("links 'Forget your password?' to /forgot", async () => {
    const { user } = renderWithApp(routes, { path: '/login' });
    await user.click(screen.getByRole('link', { name: 'Forget your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot' })).toBeInTheDocument();
  });

  it('links to /register', async () => {
    const { user } = renderWithApp(routes, { path: '/login' });
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  });

  it("shows the server's message on failure and no success toast", async () => {
    stubFetch({ status: 401, body: { statusCode: 401, message: MESSAGES.loginWrong, code: 'UNAUTHENTICATED' } });
    const { user, auth } = renderWithApp(routes, { path: '/login' });
    await user.type(screen.getByLabelText('Email or Username'), 'budi');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginWrong);
    expect(document.querySelector('.Toastify__toast--success')).toBeNull();
    expect(auth()).toMatchObject({ userInfo: null, isError: true, isLoading: false, error: MESSAGES.loginWrong });
  });

  it('stores the user info, goes to / and shows the welcome toast on success, without a guard message', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { statusCode: 200, message: 'Login success', data: customerInfo },
    });
    const { user, auth } = renderWithApp(routes, { path: '/login' });
    await user.type(screen.getByLabelText('Email or Username'), 'budi');
    await user.type(screen.getByLabelText('Password'), 'rimademo123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const welcome = await screen.findByText('Welcome back, budi!');
    // notify.welcome: top-center (2000 ms, spec §9)
    expect(welcome.closest('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(auth()).toMatchObject({ userInfo: customerInfo, isFulfilled: true, isError: false, isLoading: false });
    expect(sentBody(fetchMock, 0)).toEqual({ emailOrusername: 'budi', password: 'rimademo123' });
    expect(screen.queryByText(MESSAGES.guardGuestOnly)).not.toBeInTheDocument();
  });
});
