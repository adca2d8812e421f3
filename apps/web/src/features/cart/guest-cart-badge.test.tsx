import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { HeaderIcons } from '../../components/layout/header-icons';
import { AddToCartButton } from './add-to-cart-button';
import { clearGuestCart } from './guest-cart';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the header's cart badge for a visitor", () => {
  it('counts the units of the guest cart, live, and goes when the cart is emptied', async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <HeaderIcons />
          <AddToCartButton productId={5} qty={2} stock={10} sellerId={3} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByTestId('cart-count')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute('href', '/cart');
    act(() => clearGuestCart());
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
