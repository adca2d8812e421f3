import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { customerInfo, renderWithApp, sellerInfo, stubFetch } from '../../test/render-with-app';
import MyProductPage from './my-product-page';

const empty = () => stubFetch({ status: 200, body: { statusCode: 200, message: 'ok', data: [] } });

describe('/admin/my-product (spec: any logged-in user)', () => {
  it('tells a customer plainly how to open a store, under the spec’s empty state', async () => {
    empty();
    renderWithApp([{ path: '/admin/my-product', element: <MyProductPage /> }], {
      path: '/admin/my-product',
      userInfo: customerInfo,
    });
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Want to sell on RIMA?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a store' })).toHaveAttribute('href', '/register');
  });

  it('shows a seller only the empty state', async () => {
    empty();
    renderWithApp([{ path: '/admin/my-product', element: <MyProductPage /> }], {
      path: '/admin/my-product',
      userInfo: sellerInfo,
    });
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open a store' })).toBeNull();
  });
});
