import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import ForgotEmailPage from './forgot-email-page';
import ForgotOtpPage from './forgot-otp-page';
import ForgotResetPage from './forgot-reset-page';
import type { ForgotState } from './forgot-state';
import { renderWithApp, sentBody, stubFetch } from '../../test/render-with-app';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/forgot', element: <ForgotEmailPage /> },
  { path: '/forgot/otp', element: <ForgotOtpPage /> },
  { path: '/forgot/otp/verify', element: <ForgotResetPage /> },
];

const email = 'lost@example.test';
const ok = (data: unknown = null) => ({ status: 200, body: { statusCode: 200, message: 'ok', data } });

describe('password recovery (spec §2, §4, §5)', () => {
  it('requires the e-mail and then carries it to the code page', async () => {
    const fetchMock = stubFetch(ok());
    const { user, router } = renderWithApp(routes, { path: '/forgot' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the e-mail address of your account.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Verification code' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ email });
    expect(sentBody(fetchMock, 0)).toEqual({ email });
  });

  it("keeps the 'here' resend link inactive while the 2-minute countdown runs", () => {
    const state: ForgotState = { email, sentAt: Date.now() };
    renderWithApp(routes, { path: '/forgot/otp', state });
    expect(screen.getByRole('button', { name: 'here' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
  });

  it("activates the 'here' resend link at 0 seconds", async () => {
    const state: ForgotState = { email, sentAt: Date.now() - (OTP_RESEND_SECONDS + 1) * 1000 };
    const fetchMock = stubFetch(ok());
    const { user } = renderWithApp(routes, { path: '/forgot/otp', state });
    const here = screen.getByRole('button', { name: 'here' });
    expect(here).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(here);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/);
    expect(sentBody(fetchMock, 0)).toEqual({ email });
  });

  it('advances only on a code the server accepts', async () => {
    const state: ForgotState = { email, sentAt: Date.now() };
    const fetchMock = stubFetch(
      { status: 400, body: { statusCode: 400, message: "The code doesn't match.", code: 'BAD_REQUEST' } },
      ok({ valid: true }),
    );
    const { user, router } = renderWithApp(routes, { path: '/forgot/otp', state });
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pinMismatch);
    expect(router.state.location.pathname).toBe('/forgot/otp');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ email, code: '654321' });
    expect(sentBody(fetchMock, 1)).toEqual({ email, code: '654321', purpose: 'reset' });
  });

  it('sends a visitor without an e-mail in progress back to /forgot', async () => {
    renderWithApp(routes, { path: '/forgot/otp/verify' });
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('wants a new password of at least 8 characters equal to its confirmation, then goes to /login', async () => {
    const state: ForgotState = { email, sentAt: Date.now(), code: '654321' };
    const fetchMock = stubFetch(ok({ email }));
    const { user } = renderWithApp(routes, { path: '/forgot/otp/verify', state });
    const save = screen.getByRole('button', { name: 'Save password' });
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.changeNewConfirmRequired);
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.changeNewShort);
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.changeMismatch);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Your password has been changed. Log in with the new one.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 0)).toEqual({ email, code: '654321', new_password: 'long-enough-1' });
  });
});
