import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { RequireGuest } from '../../components/require-auth';
import RegisterPage from './register-page';
import { customerInfo, renderWithApp, sentBody, stubFetch } from '../../test/render-with-app';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  { element: <RequireGuest />, children: [{ path: '/register', element: <RegisterPage /> }] },
];

const codeSent = { status: 200, body: { statusCode: 200, message: 'Code sent', data: { email: 'x' } } };

async function fillAccount(user: ReturnType<typeof renderWithApp>['user'], password = 'long-enough-1') {
  await user.type(screen.getByLabelText('Email'), 'new@example.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByLabelText("I'm Customer"));
}

describe('register page (spec §2, §4, §5)', () => {
  it("asks for every field with '* Alldata Must Be Filled *' and sends nothing", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(routes, { path: '/register' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registerAllRequired);
    // a role is required too
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registerAllRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a password under 8 characters with '* Password at least in 8 character *'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(routes, { path: '/register' });
    await fillAccount(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registerPasswordShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets only one of 'I'm Customer' and 'I'm Seller' be ticked", async () => {
    const { user } = renderWithApp(routes, { path: '/register' });
    const customer = screen.getByLabelText("I'm Customer");
    const seller = screen.getByLabelText("I'm Seller");
    await user.click(customer);
    expect(customer).toBeChecked();
    await user.click(seller);
    expect(seller).toBeChecked();
    expect(customer).not.toBeChecked();
    await user.click(seller);
    expect(seller).not.toBeChecked();
  });

  it("shows '* Email Already Exists *' when the server says the e-mail is taken", async () => {
    stubFetch({ status: 400, body: { statusCode: 400, message: 'Email Already Exists', code: 'BAD_REQUEST' } });
    const { user } = renderWithApp(routes, { path: '/register' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registerEmailExists);
  });

  it("shows a spinner during the e-mail call, then the code step with a locked 'here' until the countdown ends", async () => {
    let answer: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => pending),
    );
    const { user } = renderWithApp(routes, { path: '/register' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: /Register/ }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Register/ })).toBeDisabled();
    answer(new Response(JSON.stringify(codeSent.body)));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'here' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/);
  });

  it("answers a code the server rejects with '* Pin Code Doesn't Match*'", async () => {
    const fetchMock = stubFetch(codeSent, {
      status: 400,
      body: { statusCode: 400, message: "The code doesn't match.", code: 'BAD_REQUEST' },
    });
    const { user } = renderWithApp(routes, { path: '/register' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.pinMismatch);
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'new@example.test', code: '123456', purpose: 'register' });
  });

  it("answers an incomplete code with '* Pin Code Doesn't Match*' without asking the server", async () => {
    const fetchMock = stubFetch(codeSent);
    const { user } = renderWithApp(routes, { path: '/register' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(await screen.findByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.pinMismatch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks a seller for store name and description, then registers, logs in and goes to / with a welcome', async () => {
    const sellerData = { ...customerInfo, role: 'seller', roles_id: 2, username: 'Toko Jati' };
    const fetchMock = stubFetch(
      codeSent,
      { status: 200, body: { statusCode: 200, message: 'ok', data: { valid: true } } },
      { status: 201, body: { statusCode: 201, message: 'Registered', data: sellerData } },
    );
    const { user, auth } = renderWithApp(routes, { path: '/register' });
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByLabelText("I'm Seller"));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('Store Name'), 'Toko Jati');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registerAllRequired);
    await user.type(screen.getByLabelText('Store Description'), 'Teak tables');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to RIMA, Toko Jati!')).toBeInTheDocument();
    expect(auth().userInfo).toEqual(sellerData);
    expect(sentBody(fetchMock, 2)).toEqual({
      email: 'new@example.test',
      password: 'long-enough-1',
      role: 'seller',
      code: '123456',
      username: 'Toko Jati',
      store_desc: 'Teak tables',
    });
  });

  it('links back to /login', async () => {
    const { user } = renderWithApp(routes, { path: '/register' });
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
