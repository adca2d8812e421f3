import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { ChatSellerButton } from '../chat';
import { userInfoSet } from '../auth';
import { FavoriteButton } from './favorite-button';

afterEach(cleanup);

function renderAt(element: React.ReactNode, userId?: number) {
  const store = makeStore();
  if (userId !== undefined) {
    store.dispatch(
      userInfoSet({
        token: 't',
        id: userId,
        user_id: userId,
        email: 'x@rima.test',
        name: 'X',
        role: 'seller',
        roles_id: 2,
      }),
    );
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/product/detail/5']}>
        <Routes>
          <Route path="/product/detail/:id" element={element} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('FavoriteButton', () => {
  it('sends a visitor to the login page', async () => {
    renderAt(<FavoriteButton productId={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

describe('ChatSellerButton', () => {
  it('sends a visitor to the login page', async () => {
    renderAt(<ChatSellerButton sellerId={3} productId={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat seller' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('is not offered to the store itself', () => {
    renderAt(<ChatSellerButton sellerId={3} productId={5} />, 3);
    expect(screen.queryByRole('button', { name: 'Chat seller' })).not.toBeInTheDocument();
  });
});
