import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventToastKey, notify } from '../lib/toast';
import { Toasts } from './toasts';

afterEach(cleanup);

describe('<Toasts />', () => {
  it('mounts no toast container until the first toast, then shows it with the spec position and type', async () => {
    render(<Toasts />);
    expect(document.querySelector('.Toastify')).toBeNull();

    notify.guard('Please log in first');
    const toast = await screen.findByText('Please log in first');
    expect(toast.closest('.Toastify__toast--warning')).not.toBeNull();
    expect(toast.closest('.Toastify__toast-container--top-center')).not.toBeNull();
  });

  it('shows a toast requested before the container mounted', async () => {
    notify.error('Stock ran out');
    render(<Toasts />);
    expect(await screen.findByText('Stock ran out')).toBeInTheDocument();
  });

  it('shows one toast per event: the page and the live notification of a payment make one', async () => {
    render(<Toasts />);
    // the live notifications may arrive first; the page that settled the payment has the last word
    notify.once(eventToastKey('payment.paid'), 'Payment received');
    notify.once(eventToastKey('payment.paid'), 'Payment received');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    notify.once(eventToastKey('payment.paid'), 'Payment received. Thank you!', 'success', { replace: true });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    notify.once(eventToastKey('payment.paid'), 'Payment received');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });
});
