import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { OrderActions, sellerActionsFor } from './order-actions';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

function renderActions(actor: 'buyer' | 'seller', actions: Parameters<typeof OrderActions>[0]['actions']) {
  render(
    <Provider store={makeStore()}>
      <OrderActions orderId={12} actions={actions} actor={actor} />
    </Provider>,
  );
}

describe('sellerActionsFor', () => {
  it('lets a seller process a paid order, ship a processed one and mark a shipped one delivered', () => {
    expect(sellerActionsFor('paid')).toEqual(['processing', 'cancelled']);
    expect(sellerActionsFor('processing')).toEqual(['shipped', 'cancelled']);
    expect(sellerActionsFor('shipped')).toEqual(['delivered']);
  });

  it('offers nothing once an order is delivered, completed or cancelled', () => {
    expect(sellerActionsFor('delivered')).toEqual([]);
    expect(sellerActionsFor('completed')).toEqual([]);
    expect(sellerActionsFor('cancelled')).toEqual([]);
  });
});

describe('OrderActions', () => {
  it('asks the seller for the courier and a tracking number before shipping', async () => {
    renderActions('seller', ['shipped']);
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('Enter the tracking number')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the courier')).toBeInTheDocument();
    const courier = within(dialog).getByRole('combobox', { name: 'Courier' });
    expect([...courier.querySelectorAll('option:not([disabled])')].map((o) => o.textContent)).toEqual([
      'JNE',
      'J&T Express',
      'SiCepat',
      'AnterAja',
      'POS Indonesia',
      "The store's own delivery",
    ]);
  });

  it('asks the seller for a reason before cancelling', async () => {
    renderActions('seller', ['cancelled']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog).getByText('Tell the buyer why the order is cancelled')).toBeInTheDocument();
  });

  it('shows the buyer Confirm received and cancel only when the server allows them', () => {
    renderActions('buyer', ['completed']);
    expect(screen.getByRole('button', { name: 'Confirm received' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it("asks before 'Confirm received' completes the order", async () => {
    renderActions('buyer', ['completed']);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm received' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Confirm order #12 received')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, I received it' })).toBeInTheDocument();
  });
});

describe('OrderTimeline', () => {
  it('lists every step with who made it and the note', () => {
    render(
      <OrderTimeline
        events={[
          {
            id: 1,
            from: null,
            to: 'awaiting_payment',
            actor_role: 'buyer',
            note: 'Order placed',
            created_at: '2026-01-01T10:00:00Z',
          },
          {
            id: 2,
            from: 'awaiting_payment',
            to: 'paid',
            actor_role: 'system',
            note: 'Payment received',
            created_at: '2026-01-01T10:05:00Z',
          },
          {
            id: 3,
            from: 'processing',
            to: 'shipped',
            actor_role: 'seller',
            note: 'JNE-1',
            created_at: '2026-01-02T09:00:00Z',
          },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.order-timeline__title')?.textContent)).toEqual([
      'Order placed',
      'Paid',
      'Shipped',
    ]);
    expect(steps[1]).toHaveTextContent('automatically');
    expect(steps[2]).toHaveTextContent('by the seller');
    expect(steps[2]).toHaveTextContent('JNE-1');
  });
});
