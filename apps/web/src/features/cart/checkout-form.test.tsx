import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './checkout-form';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<CheckoutForm shipping="pickup" defaultName="" onSubmit={onSubmit} />);
  return onSubmit;
}

describe('CheckoutForm', () => {
  it('shows a clear message for every missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('address must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('phone must contain digits only')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a phone number with letters', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0812abc');
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('phone must contain digits only')).toBeInTheDocument();
  });

  it('offers +62 by default, +63 and +64, and Visa, Mandiri and BCA', () => {
    renderForm();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code).toHaveValue('+62');
    expect([...code.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['+62', '+63', '+64']);
    const method = screen.getByRole('combobox', { name: 'Payment method' });
    expect([...method.querySelectorAll('option:not([disabled])')].map((o) => o.textContent)).toEqual([
      'Visa',
      'Mandiri',
      'BCA',
    ]);
  });

  it('sends the filled form with the chosen shipping', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Budi Santoso');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Jl. Kemang Raya 5, Jakarta');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+63');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '81234567');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'bca');
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Budi Santoso',
        address: 'Jl. Kemang Raya 5, Jakarta',
        phone_code: '+63',
        phone: '81234567',
        payment_method: 'bca',
        shipping: 'pickup',
      },
      expect.anything(),
    );
  });
});
