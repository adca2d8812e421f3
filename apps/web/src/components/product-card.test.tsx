import { setupI18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ensureCatalog, I18nContext } from '../lib/i18n';
import { renderWithApp } from '../test/render-with-app';
import { ProductCard } from './product-card';
import { productCardMessages } from './product-card/i18n/messages';

const product = {
  id: 41,
  name: 'Nyenyak Single Day Bed',
  price: 6_850_000,
  image: '/api/v1/images/a-640.webp',
  stock: 5,
  rating: 4.5,
  review_count: 12,
  sold: 1530,
  seller_id: 1,
  seller_name: 'Jati Living',
};

describe('ProductCard (rating, sold count and store)', () => {
  it('shows the rating with its count, the sold count and a link to the store', () => {
    renderWithApp([{ path: '/', element: <ProductCard product={product} /> }]);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByLabelText('12 reviews')).toHaveTextContent('(12)');
    expect(screen.getByText('1.530 sold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jati Living' })).toHaveAttribute('href', '/store/1');
    expect(screen.getByText('Rp6.850.000')).toBeInTheDocument();
  });

  it('keeps the sold line without reviews, and leaves the store out on the store’s own page', () => {
    renderWithApp([
      { path: '/', element: <ProductCard product={{ ...product, review_count: 0 }} showStore={false} /> },
    ]);
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(screen.getByText('1.530 sold')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jati Living' })).toBeNull();
  });
});

describe('ProductCard names', () => {
  const bed = { ...product, name: 'Ranjang Jati Minimalis', name_en: 'Minimalist Teak Bed' };

  it('shows the English name in the English shop, the Indonesian one where none is given', () => {
    renderWithApp([
      {
        path: '/',
        element: (
          <>
            <ProductCard product={bed} />
            <ProductCard product={{ ...bed, id: 42, name: 'Kursi Rotan', name_en: null }} />
          </>
        ),
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Minimalist Teak Bed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minimalist Teak Bed' })).toHaveAttribute('href', '/product/detail/41');
    expect(screen.getByRole('heading', { name: 'Kursi Rotan' })).toBeInTheDocument();
  });

  it('keeps the Indonesian name in the Indonesian shop', async () => {
    const i18n = setupI18n({ locale: 'id', messages: { id: {} } });
    await ensureCatalog(i18n, 'id', productCardMessages);
    renderWithApp([
      {
        path: '/',
        element: (
          <I18nContext value={i18n}>
            <ProductCard product={bed} />
          </I18nContext>
        ),
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Ranjang Jati Minimalis' })).toBeInTheDocument();
    expect(screen.queryByText('Minimalist Teak Bed')).toBeNull();
  });
});
