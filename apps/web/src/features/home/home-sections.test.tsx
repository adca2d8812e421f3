import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '../../test/render-with-app';
import { CategoryRow, PopularProducts } from './home-sections';

describe('home sections', () => {
  it('lists the rooms of the furniture tree that have products, each linking to its list', async () => {
    stubFetch({
      status: 200,
      body: {
        statusCode: 200,
        message: 'ok',
        data: [
          { id: 100, slug: 'ruang-tamu', name: 'Living Room', name_id: 'Ruang Tamu', product_count: 12, children: [] },
          { id: 101, slug: 'sudut', name: 'Empty Corner', name_id: 'Sudut', product_count: 0, children: [] },
        ],
      },
    });
    renderWithApp([{ path: '/', element: <CategoryRow /> }]);
    const link = await screen.findByRole('link', { name: /Living Room/ });
    expect(link).toHaveAttribute('href', '/kategori/ruang-tamu');
    expect(link).toHaveTextContent('12 products');
    expect(screen.queryByText('Empty Corner')).toBeNull();
  });

  it('offers the popular products with a way to all of them', () => {
    stubFetch();
    renderWithApp([{ path: '/', element: <PopularProducts /> }]);
    expect(screen.getByRole('heading', { name: 'Popular now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all popular products' })).toHaveAttribute(
      'href',
      '/product?sort=popular',
    );
  });
});
