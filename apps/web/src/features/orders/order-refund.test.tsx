import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Refund } from '@rima/shared/api/orders';
import { OrderRefund } from './order-refund';

afterEach(cleanup);

const base: Refund = {
  id: 4,
  amount: 325_000,
  status: 'pending',
  reference: null,
  created_at: '2026-11-20T03:00:00.000Z',
  completed_at: null,
};

const show = (refund: Refund, method: 'visa' | 'bca' = 'bca') =>
  render(
    <MemoryRouter>
      <OrderRefund refund={refund} method={method} />
    </MemoryRouter>,
  );

describe('<OrderRefund />', () => {
  it('says a pending refund is on its way to the payment method', () => {
    show(base);
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      'Refund of Rp325.000 to the BCA account is being processed',
    );
  });

  it('shows a finished refund with its reference', () => {
    show({ ...base, status: 'succeeded', reference: 'SBX-RF-ABC', completed_at: '2026-11-20T03:01:00.000Z' }, 'visa');
    const text = screen.getByTestId('order-refund');
    expect(text).toHaveTextContent('Rp325.000 refunded to the Visa card on');
    expect(text).toHaveTextContent('Reference SBX-RF-ABC');
  });

  it('points to the contact page when the provider refused it for good', () => {
    show({ ...base, status: 'failed' });
    expect(screen.getByTestId('order-refund')).toHaveTextContent('could not be completed');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/page/contact');
  });
});
