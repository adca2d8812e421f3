import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetailItem } from '@rima/shared/api/catalog';
import { ProductForm, variantsFromProduct } from './product-form';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;
const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup() {
  const onSubmit = vi.fn<(body: FormData) => void>();
  const user = userEvent.setup({ delay: null });
  render(<ProductForm mode="create" submitLabel="Sell product" isSubmitting={false} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

async function fillProduct(user: User) {
  await user.type(screen.getByLabelText('Name'), 'Ranjang Jati Minimalis');
  await user.type(screen.getByLabelText('Description'), 'Ranjang kayu jati solid, dua ukuran.');
  await user.click(screen.getByRole('button', { name: /^Category/ }));
  await user.click(await screen.findByRole('button', { name: 'Sofas' }));
  await user.click(screen.getByRole('radio', { name: 'Grey' }));
  await user.upload(screen.getByLabelText(/Add photos/), [photo('natural.png'), photo('walnut.png')]);
}

async function addOptions(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add an option' }));
  await user.type(screen.getByLabelText('Option 1'), 'Ukuran');
  await user.type(screen.getByLabelText('Values of option 1 (comma-separated)'), '160×200, 180×200');
  await user.click(screen.getByRole('button', { name: 'Add an option' }));
  await user.type(screen.getByLabelText('Option 2'), 'Warna');
  await user.type(screen.getByLabelText('Values of option 2 (comma-separated)'), 'Natural, Walnut');
}

const field = (name: string, variant: string) => screen.getByLabelText(`${name}, ${variant}`);
// pasted, not typed key by key: sixteen boxes typed one key at a time make the test slow
async function fill(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sell product' }));

describe('the sell form’s variants', { timeout: 60_000 }, () => {
  it('lists every combination, at most two options, and sends them as the variants JSON', async () => {
    const { onSubmit, user } = setup();
    await fillProduct(user);
    await addOptions(user);
    expect(screen.queryByRole('button', { name: 'Add an option' })).not.toBeInTheDocument();
    // price and stock are typed per variant now
    expect(screen.queryByLabelText('Price (IDR)')).not.toBeInTheDocument();
    const rows = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(rows).toEqual([
      'Ukuran: 160×200 · Warna: Natural',
      'Ukuran: 160×200 · Warna: Walnut',
      'Ukuran: 180×200 · Warna: Natural',
      'Ukuran: 180×200 · Warna: Walnut',
    ]);
    for (const [i, name] of rows.entries()) {
      await fill(user, field('Price (IDR)', name ?? ''), `${4 + i}.500.000`);
      await fill(user, field('Stock', name ?? ''), String(i + 1));
    }
    await user.type(field('SKU (optional)', 'Ukuran: 160×200 · Warna: Walnut'), 'RJ-160-WAL');
    await user.click(screen.getByRole('button', { name: 'Photo 2 shows Ukuran: 160×200 · Warna: Walnut' }));
    await submit(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0];
    if (!body) throw new Error('no body');
    expect(body.has('price')).toBe(false);
    expect(body.has('stock')).toBe(false);
    expect(JSON.parse(body.get('variants') as string)).toEqual([
      { options: { Ukuran: '160×200', Warna: 'Natural' }, price: 4_500_000, stock: 1 },
      {
        options: { Ukuran: '160×200', Warna: 'Walnut' },
        sku: 'RJ-160-WAL',
        price: 5_500_000,
        stock: 2,
        photo_indexes: [1],
      },
      { options: { Ukuran: '180×200', Warna: 'Natural' }, price: 6_500_000, stock: 3 },
      { options: { Ukuran: '180×200', Warna: 'Walnut' }, price: 7_500_000, stock: 4 },
    ]);
  });

  it('asks for each row’s price and stock before sending', async () => {
    const { onSubmit, user } = setup();
    await fillProduct(user);
    await addOptions(user);
    await submit(user);
    expect(screen.getAllByText('Required')).toHaveLength(8);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads the variants of the product being edited', () => {
    const product = {
      option_names: ['Ukuran'],
      variants: [
        { id: 1, sku: 'A', options: { Ukuran: '160×200' }, price: 4_500_000, stock: 2, photo_ids: [9] },
        { id: 2, sku: null, options: { Ukuran: '180×200' }, price: 5_200_000, stock: 0, photo_ids: [] },
      ].map((v) => ({ ...v, width_cm: null, depth_cm: null, height_cm: null, weight_kg: null, position: v.id })),
    } as unknown as ProductDetailItem;
    render(
      <ProductForm
        mode="edit"
        submitLabel="Save"
        isSubmitting={false}
        onSubmit={vi.fn()}
        initialVariants={variantsFromProduct(product)}
      />,
    );
    expect(screen.getByLabelText('Option 1')).toHaveValue('Ukuran');
    expect(screen.getByLabelText('Values of option 1 (comma-separated)')).toHaveValue('160×200, 180×200');
    expect(field('Price (IDR)', 'Ukuran: 180×200')).toHaveValue('5200000');
    expect(field('SKU (optional)', 'Ukuran: 160×200')).toHaveValue('A');
  });
});
