import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from './cart-api';
import { CartView } from './cart-page';

afterEach(cleanup);

function item(overrides: Partial<CartItem>): CartItem {
  return {
    id: 1,
    product_id: 10,
    name: 'Oak Chair',
    image: '/api/v1/images/oak.webp',
    price: 750_000,
    qty: 1,
    line_total: 750_000,
    stock: 5,
    seller_id: 1,
    store_name: 'Jati Living',
    is_available: true,
    variant_id: 100,
    variant_options: {},
    sku: null,
    option_names: [],
    name_en: null,
    ...overrides,
  };
}

function cart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, i) => sum + i.line_total, 0);
  return {
    items,
    count: items.reduce((sum, i) => sum + i.qty, 0),
    subtotal,
    discount: 0,
    shipping: 25_000,
    total: subtotal + 25_000,
    delivery: null,
    coupon: null,
    shipping_method: 'flat',
    free_shipping_available: false,
    free_shipping_min: 1_000_000,
    flat_shipping_per_store: 25_000,
    ...overrides,
  };
}

function renderCart(value: Cart, drafts: Record<number, number> = {}) {
  const handlers = {
    onQtyChange: vi.fn(),
    onRemove: vi.fn(),
    onClear: vi.fn(),
    onApplyCoupon: vi.fn(() => Promise.resolve(true)),
    onRemoveCoupon: vi.fn(),
    onShippingChange: vi.fn(),
    onProceed: vi.fn(),
  };
  render(
    <MemoryRouter>
      <CartView cart={value} drafts={drafts} isBusy={false} isRefreshing={false} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

const twoStores = [
  item({ id: 1, name: 'Oak Chair', qty: 2, line_total: 1_500_000 }),
  item({
    id: 2,
    product_id: 20,
    name: 'Rattan Lamp',
    price: 300_000,
    line_total: 300_000,
    seller_id: 2,
    store_name: 'Rumah Rotan',
  }),
  item({ id: 3, product_id: 30, name: 'Teak Table', price: 2_000_000, line_total: 2_000_000 }),
];

describe('CartView', () => {
  it('says the cart is empty when it has no rows', () => {
    renderCart(cart([]));
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed To Check Out' })).not.toBeInTheDocument();
  });

  it('groups the rows by store, each with its photo, name, unit price, quantity and line total', () => {
    renderCart(cart(twoStores, { subtotal: 3_800_000, shipping: 50_000, total: 3_850_000 }));
    const jati = screen.getByRole('rowgroup', { name: 'Jati Living' });
    const rotan = screen.getByRole('rowgroup', { name: 'Rumah Rotan' });
    expect(within(jati).getAllByTestId('cart-row')).toHaveLength(2);
    expect(within(rotan).getAllByTestId('cart-row')).toHaveLength(1);
    const oak = within(jati).getAllByTestId('cart-row')[0];
    if (!oak) throw new Error('no row');
    expect(within(oak).getByRole('link', { name: 'Oak Chair' })).toHaveAttribute('href', '/product/detail/10');
    expect(within(oak).getByText('Rp750.000')).toBeInTheDocument();
    expect(within(oak).getByText('Rp1.500.000')).toBeInTheDocument();
    expect(within(oak).getByRole('spinbutton', { name: 'Quantity of Oak Chair' })).toHaveValue(2);
    expect(oak.querySelector('img')).toHaveAttribute('src', '/api/v1/images/oak.webp');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp3.850.000');
  });

  it('keeps the quantity stepper between 1 and the stock', async () => {
    const handlers = renderCart(cart([item({ id: 7, qty: 5, stock: 5, line_total: 3_750_000 })]));
    expect(screen.getByRole('button', { name: 'Increase quantity of oak chair' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of oak chair' }));
    expect(handlers.onQtyChange).toHaveBeenCalledWith(7, 4);
  });

  it('shows an edited quantity in the line total at once, with no Update Cart to press', () => {
    renderCart(cart([item({ id: 1, qty: 1 })]), { 1: 3 });
    expect(screen.getByTestId('cart-line-total')).toHaveTextContent('Rp2.250.000');
    expect(screen.queryByRole('button', { name: 'Update Cart' })).not.toBeInTheDocument();
  });

  it('removes a row with its X and empties the cart with Clear Cart', async () => {
    const handlers = renderCart(cart(twoStores));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rattan Lamp' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(handlers.onClear).toHaveBeenCalled();
  });

  it('offers free shipping only above the threshold and says why otherwise', () => {
    renderCart(cart([item({})]));
    expect(screen.getByRole('radio', { name: 'Free shipping' })).toBeDisabled();
    expect(screen.getByText('Free shipping from Rp1.000.000 (add Rp250.000 more)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Flat rate: Rp25\.000/ })).toBeChecked();
  });

  it('lets a cart above the threshold pick free shipping', async () => {
    const handlers = renderCart(cart(twoStores, { free_shipping_available: true }));
    await userEvent.click(screen.getByRole('radio', { name: 'Free shipping' }));
    expect(handlers.onShippingChange).toHaveBeenCalledWith('free');
  });

  it('applies a coupon code and shows the discount from the server', async () => {
    const handlers = renderCart(cart([item({})]));
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'hemat10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    expect(handlers.onApplyCoupon).toHaveBeenCalledWith('hemat10');
  });

  it('shows an applied coupon with its discount and a way to remove it', async () => {
    const coupon = {
      code: 'HEMAT10',
      kind: 'percent' as const,
      value: 10,
      min_spend: 0,
      discount: 75_000,
      is_valid: true,
      reason: null,
    };
    const handlers = renderCart(cart([item({})], { coupon, discount: 75_000, total: 700_000 }));
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('Rp75.000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(handlers.onRemoveCoupon).toHaveBeenCalled();
  });

  it('blocks checkout while a row has more than the stock', () => {
    renderCart(cart([item({ is_available: false, stock: 0 })]));
    expect(screen.getByRole('button', { name: 'Proceed To Check Out' })).toBeDisabled();
  });

  it("shows the variant's options under the product name", () => {
    renderCart(cart([item({ variant_options: { Ukuran: '160×200', Warna: 'Walnut' }, sku: 'RJ-160-WAL' })]));
    expect(within(screen.getByTestId('cart-row')).getByText('Ukuran: 160×200 · Warna: Walnut')).toBeInTheDocument();
  });

  it("shows a variant's options in the product's option order and the seller's English name", () => {
    const bed = item({
      name: 'Ranjang Jati',
      name_en: 'Teak Bed',
      // the database's key order, not the product's
      variant_options: { Warna: 'Walnut', Ukuran: '160×200' },
      option_names: ['Ukuran', 'Warna'],
    });
    renderCart(cart([bed]));
    const row = screen.getByTestId('cart-row');
    expect(within(row).getByRole('link', { name: 'Teak Bed' })).toHaveAttribute('href', '/product/detail/10');
    expect(within(row).getByText('Ukuran: 160×200 · Warna: Walnut')).toBeInTheDocument();
  });
});
