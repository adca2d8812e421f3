import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { type UserInfo, userInfoSet } from '../auth';
import { AddToCartButton } from './add-to-cart-button';
import { readGuestCart } from './guest-cart';

afterEach(cleanup);

function renderButton(user: Partial<UserInfo> | null, props = { productId: 5, qty: 2, stock: 10, sellerId: 3 }) {
  const store = makeStore();
  if (user) {
    store.dispatch(
      userInfoSet({
        token: 't',
        id: 9,
        user_id: 9,
        email: 'x@rima.test',
        name: 'X',
        role: 'customer',
        roles_id: 1,
        ...user,
      }),
    );
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/product/detail/5']}>
        <Routes>
          <Route path="/product/detail/:id" element={<AddToCartButton {...props} />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('AddToCartButton', () => {
  it("keeps a visitor's item in this browser's cart, up to the stock", async () => {
    localStorage.clear();
    renderButton(null, { productId: 5, qty: 2, stock: 3, sellerId: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(readGuestCart()).toEqual([{ product_id: 5, qty: 3 }]);
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    localStorage.clear();
  });

  it('is server-rendered with its guest-cart line for the early handler, which it takes off once hydrated', () => {
    const store = makeStore();
    const props = { productId: 5, variantId: 8, qty: 1, stock: 4, sellerId: 3 };
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter>
          <AddToCartButton {...props} />
        </MemoryRouter>
      </Provider>,
    );
    const early = /data-early-cart="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(early ?? '{}')).toEqual({
      line: { product_id: 5, variant_id: 8 },
      stock: 4,
      max: 50,
      added: 'Added {count} to your cart',
      full: 'Your cart already holds all the stock of this product',
    });
    renderButton(null, props);
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('data-early-cart');
  });

  it('tells a seller that sellers cannot buy', () => {
    renderButton({ role: 'seller', id: 3 });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sellers cannot buy products. Log in with a customer account to shop.',
    );
  });

  it('cannot add a sold-out product', () => {
    renderButton({ role: 'customer' }, { productId: 5, qty: 1, stock: 0, sellerId: 3 });
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });
});
