import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { customerInfo, renderWithApp, stubFetch } from '../../test/render-with-app';
import SellerOrdersPage from './seller-orders-page';

describe('/admin/my-order (spec: any logged-in user)', () => {
  it('shows a customer the spec’s empty state and how to open a store, without asking the server', async () => {
    const mock = stubFetch();
    renderWithApp([{ path: '/admin/my-order', element: <SellerOrdersPage /> }], {
      path: '/admin/my-order',
      userInfo: customerInfo,
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.noTransactions })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a store' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mock).not.toHaveBeenCalled();
  });
});
