import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '../../test/render-with-app';
import { StoreCard } from './store-card';

const store = {
  id: 1,
  store_name: 'Jati Living',
  store_desc: 'Teak from Jepara',
  image: null,
  product_count: 24,
  joined: '2026-01-01T00:00:00Z',
  rating: 4.3,
  review_count: 18,
  products: { data: [], dataCount: 24, totalPage: 24, page: 1, limit: 1, next: null, prev: null },
};

describe('StoreCard (the product page names its store)', () => {
  it("shows the store's name linking to it, its rating and a 'Chat seller' button", async () => {
    const mock = stubFetch({ status: 200, body: { statusCode: 200, message: 'ok', data: store } });
    renderWithApp([{ path: '/', element: <StoreCard sellerId={1} sellerName="Jati Living" productId={41} /> }]);
    expect(screen.getByRole('link', { name: 'Jati Living' })).toHaveAttribute('href', '/store/1');
    expect(await screen.findByRole('img', { name: 'Store rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3 (18 reviews)')).toBeInTheDocument();
    expect(screen.getByText('24 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat seller' })).toBeInTheDocument();
    expect(String((mock.mock.calls[0]?.[0] as Request).url)).toContain('/api/v1/store/1?page=1&limit=1');
  });
});
