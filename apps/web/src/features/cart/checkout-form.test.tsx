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
    // issue 17: plain words, not the schema's wording
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a phone number with letters', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0812abc');
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Please enter a valid phone number (digits only)')).toBeInTheDocument();
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

  it('drops the trunk 0 and the separators a person types after +62', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Budi Santoso');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Jl. Kemang Raya 5, Jakarta');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0812-3456 789');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'bca');
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phone_code: '+62', phone: '8123456789' }),
      expect.anything(),
    );
  });

  it('starts from the given details when they arrive, but never over what was typed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const defaults = {
      name: 'Siti',
      address: 'Jl. Malioboro 12, Yogyakarta',
      phone_code: '+62' as const,
      phone: '81234567',
    };
    const { rerender } = render(<CheckoutForm shipping="flat" onSubmit={onSubmit} />);
    rerender(<CheckoutForm shipping="flat" onSubmit={onSubmit} defaults={defaults} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Siti');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Jl. Malioboro 12, Yogyakarta');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('81234567');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Budi');
    rerender(<CheckoutForm shipping="flat" onSubmit={onSubmit} defaults={{ ...defaults, name: 'Other' }} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Budi');
  });
});
