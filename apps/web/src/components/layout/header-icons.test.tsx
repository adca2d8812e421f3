import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { customerInfo, renderWithApp } from '../../test/render-with-app';
import { HeaderIcons } from './header-icons';

const page = (
  <>
    <HeaderIcons />
    <AddToCartButton productId={5} qty={2} stock={10} sellerId={3} />
  </>
);

describe("the header's cart badge", () => {
  it("counts the units of a visitor's cart kept in this browser, live", async () => {
    localStorage.setItem('rima.guestCart', JSON.stringify([{ product_id: 1, qty: 2 }]));
    const { user } = renderWithApp([{ path: '/', element: page }]);
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
    // another tab empties it
    act(() => {
      localStorage.removeItem('rima.guestCart');
      window.dispatchEvent(new StorageEvent('storage', { key: 'rima.guestCart' }));
    });
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it("is not the guest cart's for a signed-in customer (the server cart counts)", () => {
    localStorage.setItem('rima.guestCart', JSON.stringify([{ product_id: 1, qty: 2 }]));
    renderWithApp([{ path: '/', element: <HeaderIcons /> }], { userInfo: customerInfo });
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
