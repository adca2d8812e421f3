import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rima/shared/messages';
import { ProductForm } from './product-form';

beforeAll(() => {
  // jsdom has no object URLs; previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const photo = (name = 'chair.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup() {
  const onSubmit = vi.fn<(body: FormData) => void>();
  const user = userEvent.setup({ delay: null });
  render(<ProductForm mode="create" submitLabel="Sell product" isSubmitting={false} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('button', { name: option }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jati dining chair');
  await user.type(screen.getByLabelText('Description'), 'A solid teak dining chair.');
  await user.type(screen.getByLabelText('Price (IDR)'), '1250000');
  await user.type(screen.getByLabelText('Stock'), '7');
  await pick(user, 'Category', 'Sofas');
  await pick(user, 'Brand', 'IKEA');
  await pick(user, 'Size', 'M');
  await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
  await user.upload(screen.getByLabelText(/Add photos/), photo());
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sell product' }));

describe('the sell form', { timeout: 20_000 }, () => {
  it("shows '* All data must be filled' in red and sends nothing when a field is missing", async () => {
    const { onSubmit, user } = setup();
    await submit(user);
    const alert = screen.getByText(MESSAGES.sellAllRequired);
    expect(alert).toHaveClass('text-danger');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one photo even when every text field is filled', async () => {
    const { onSubmit, user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await submit(user);
    expect(screen.getByText(MESSAGES.sellAllRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses anything but digits in price and stock with a clear message', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Price (IDR)'), '12.5');
    expect(screen.getByText('Price must be a whole number of rupiah (digits only)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stock'), '-1');
    expect(screen.getByText('Stock must be a whole number (digits only)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price (IDR)'));
    await user.type(screen.getByLabelText('Price (IDR)'), 'abc');
    expect(screen.getByText('Price must be a whole number of rupiah (digits only)')).toBeInTheDocument();
  });

  it('checks name and description lengths, a price above 0 and the optional facts before sending', async () => {
    const { onSubmit, user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'ab');
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'short');
    await user.clear(screen.getByLabelText('Price (IDR)'));
    await user.type(screen.getByLabelText('Price (IDR)'), '0');
    await user.type(screen.getByLabelText('Width (cm)'), 'wide');
    await submit(user);
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Price must be more than 0')).toBeInTheDocument();
    expect(screen.getByText('Width must be a number like 80 or 80.5')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens a dropdown on click and closes it on picking', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Category/ }));
    expect(await screen.findByRole('button', { name: 'Mirrors' })).toBeVisible();
    // the leaves are listed under their rooms
    expect(screen.getByText('Decor')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mirrors' }));
    expect(screen.queryByRole('button', { name: 'Mirrors' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Category/ })).toHaveTextContent('Mirrors');
  });

  it('takes up to five photos, each removable, and hides the add control at five', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText(/Add photos/), [photo('1.png'), photo('2.png'), photo('3.png')]);
    await user.upload(screen.getByLabelText(/Add photos/), [photo('4.png'), photo('5.png'), photo('6.png')]);
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(5);
    expect(screen.queryByLabelText(/Add photos/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(4);
    expect(screen.getByLabelText(/Add photos/)).toBeInTheDocument();
  });

  it('sends the spec fields and the photos under "image" when everything is valid', async () => {
    const { onSubmit, user } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Material'), 'Teak');
    await submit(user);
    expect(screen.queryByText(MESSAGES.sellAllRequired)).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0];
    if (!body) throw new Error('no body');
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      name: 'Jati dining chair',
      desc: 'A solid teak dining chair.',
      price: '1250000',
      stock: '7',
      category_id: '110',
      brand_id: '1',
      size_id: '2',
      color_id: '3',
      material: 'Teak',
      is_bulky: 'false',
    });
    expect(body.getAll('image')).toHaveLength(1);
  });

  it('sends a shipping box suggested from the product size when the box is left empty', async () => {
    const { onSubmit, user } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Width (cm)'), '220');
    await user.type(screen.getByLabelText('Depth (cm)'), '92');
    await user.type(screen.getByLabelText('Height (cm)'), '84');
    await user.type(screen.getByLabelText('Weight (kg)'), '58');
    expect(screen.getByLabelText('Box width (cm)')).toHaveAttribute('placeholder', '224');
    await submit(user);
    const body = onSubmit.mock.calls[0]?.[0];
    if (!body) throw new Error('no body');
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k.startsWith('packed') || k === 'is_bulky'))).toEqual(
      {
        packed_width_cm: '224',
        packed_depth_cm: '96',
        packed_height_cm: '88',
        packed_weight_kg: '63.8',
        is_bulky: 'true',
      },
    );
  });

  it('shows the server message after a failed submit', () => {
    render(
      <ProductForm
        mode="create"
        submitLabel="Sell product"
        isSubmitting={false}
        serverError="Unknown brand"
        onSubmit={vi.fn()}
      />,
    );
    expect(within(screen.getByRole('form', { name: 'Product' })).getByText('Unknown brand')).toBeInTheDocument();
  });
});
