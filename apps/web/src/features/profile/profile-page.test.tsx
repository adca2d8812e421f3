import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@rima/shared/api/profile';
import { customerInfo, renderWithApp, sellerInfo, stubFetch } from '../../test/render-with-app';
import ProfilePage from './profile-page';

function profileOf(role: 'customer' | 'seller'): Profile {
  const base = { id: 1, user_id: 1, email: 'me@example.test', username: role === 'seller' ? 'Jati Living' : 'budi' };
  return {
    profileData: [{ ...base, role, roles_id: role === 'seller' ? 2 : 1, created_at: '2026-01-01T00:00:00Z' }],
    profileUser: [
      {
        ...base,
        name: 'Budi',
        phone: '0812',
        gender: 'male',
        address: role === 'seller' ? 'Jl. Kartini 3, Jepara' : 'Jepara',
        store_desc: role === 'seller' ? 'Teak tables' : '',
        image: null,
        image_srcset: null,
        language: 'en',
        updated_at: '2026-01-01T00:00:00Z',
      },
    ],
  };
}

function renderProfile(role: 'customer' | 'seller') {
  stubFetch({ status: 200, body: { statusCode: 200, message: 'ok', data: profileOf(role) } });
  return renderWithApp([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile',
    userInfo: role === 'seller' ? sellerInfo : customerInfo,
  });
}

describe('profile page (spec §2, §4, §5, §6)', () => {
  it('is read-only until the pencil, and the e-mail stays read-only', async () => {
    const { user } = renderProfile('customer');
    const name = await screen.findByLabelText('Name');
    expect(name).toBeDisabled();
    expect(screen.queryByLabelText('Photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(name).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Photo')).toBeEnabled();
  });

  it('shows a customer the address field and no seller tabs', async () => {
    renderProfile('customer');
    expect(await screen.findByLabelText('Address')).toHaveValue('Jepara');
    expect(screen.queryByLabelText('Store Description')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seller' })).not.toBeInTheDocument();
  });

  it('shows a seller the store name and the store address as two fields, the description and the tab bar', async () => {
    renderProfile('seller');
    expect(await screen.findByLabelText('Store Name')).toHaveValue('Jati Living');
    expect(screen.getByLabelText('Store Address')).toHaveValue('Jl. Kartini 3, Jepara');
    expect(screen.getByLabelText('Store Description')).toHaveValue('Teak tables');
    const tabs = screen.getByRole('navigation', { name: 'Seller' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/seller'],
      ['My Product', '/admin/my-product'],
      ['Selling Product', '/admin/create-product'],
      ['Import / Export', '/seller/import-export'],
      ['Vouchers', '/seller/vouchers'],
      ['My Order', '/admin/my-order'],
      ['Complaints', '/seller/complaints'],
      ['Balance', '/admin/balance'],
      ['Delivery', '/admin/delivery'],
      ['Store profile', '/seller/store'],
    ]);
  });

  it("sends a seller's new store name as store_name and leaves the address its own field", async () => {
    const profile = { status: 200, body: { statusCode: 200, message: 'ok', data: profileOf('seller') } };
    const mock = stubFetch(profile, { status: 200, body: { statusCode: 200, message: 'Profile saved' } }, profile);
    const { user } = renderWithApp([{ path: '/profile', element: <ProfilePage /> }], {
      path: '/profile',
      userInfo: sellerInfo,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Store Name'));
    await user.type(screen.getByLabelText('Store Name'), 'Jati Living Jepara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.mock.calls.length).toBeGreaterThanOrEqual(2));
    const sent = (mock.mock.calls[1]?.[0] as Request).formData();
    const form = await sent;
    expect(form.get('store_name')).toBe('Jati Living Jepara');
    expect(form.get('address')).toBe('Jl. Kartini 3, Jepara');
  });

  it('refuses a gender outside 4 to 6 letters', async () => {
    const { user } = renderProfile('customer');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Gender'));
    await user.type(screen.getByLabelText('Gender'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Gender must be 4 to 6 letters');
    await user.clear(screen.getByLabelText('Gender'));
    await user.type(screen.getByLabelText('Gender'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Gender must be 4 to 6 letters');
  });

  it('keeps the phone to 13 characters', async () => {
    const { user } = renderProfile('customer');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+62812345678901');
    expect(phone).toHaveValue('+628123456789');
  });

  it('has the edit-password and logout buttons', async () => {
    const { user } = renderProfile('customer');
    await user.click(await screen.findByRole('button', { name: 'Edit Password' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Edit Password');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure to logout?')).toBeInTheDocument();
  });
});
