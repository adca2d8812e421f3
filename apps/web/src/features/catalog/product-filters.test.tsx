import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductFilters } from './product-filters';
import { readFilters, toListArgs, useProductFilters } from './product-search-params';

afterEach(cleanup);

const categories = [{ id: 5, name: 'Furniture', name_id: 'Furnitur', product_count: 30 }];

function FilteredList() {
  const { filters, update, clear } = useProductFilters();
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <ProductFilters filters={filters} categories={categories} onChange={update} onClear={clear} />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/product', element: <FilteredList /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const params = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
  return { router, params };
}

describe('ProductFilters and the URL', () => {
  it('shows categories with their product counts, materials, styles and the palette, no sizes or brands', () => {
    renderAt('/product');
    expect(screen.getByRole('button', { name: /Furniture.*30 products/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teak' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scandinavian' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navy Blue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ochre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'XL' })).not.toBeInTheDocument();
  });

  it('puts a chosen material, style, colour and size range in the URL and resets the page to 1', async () => {
    const { params } = renderAt('/product?page=3&sort=cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Rattan' }));
    expect(params().get('material')).toBe('rotan');
    expect(params().get('page')).toBeNull();
    expect(params().get('sort')).toBe('cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Industrial' }));
    expect(params().get('style')).toBe('industrial');
    await userEvent.click(screen.getByRole('button', { name: 'Navy Blue' }));
    expect(params().get('color')).toBe('biru-navy');
    await userEvent.type(screen.getByLabelText('Most Width'), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Apply size' }));
    expect(params().get('max_width')).toBe('180');
  });

  it('reads the filters back from a shared link and marks them as chosen', () => {
    renderAt('/product?material=jati&color=kuning-mustard&style=rustic&min_price=100000&min_height=70');
    expect(screen.getByRole('button', { name: 'Teak' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mustard' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rustic' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Minimum price')).toHaveValue(100000);
    expect(screen.getByLabelText('Least Height')).toHaveValue(70);
  });

  it('removes a filter when its chosen button is pressed again', async () => {
    const { params } = renderAt('/product?material=jati');
    await userEvent.click(screen.getByRole('button', { name: 'Teak' }));
    expect(params().get('material')).toBeNull();
  });

  it('applies a price range, and refuses a minimum above the maximum', async () => {
    const { params } = renderAt('/product');
    const form = screen.getByRole('button', { name: 'Apply price' }).closest('form');
    if (!form) throw new Error('price form missing');
    await userEvent.type(screen.getByLabelText('Minimum price'), '500000');
    await userEvent.type(screen.getByLabelText('Maximum price'), '100000');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('minimum price is higher');
    expect(params().get('min_price')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Maximum price'));
    await userEvent.type(screen.getByLabelText('Maximum price'), '2000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply price' }));
    expect(params().get('min_price')).toBe('500000');
    expect(params().get('max_price')).toBe('2000000');
  });

  it('searches on submit and clears every filter but the sort', async () => {
    const { params } = renderAt('/product?brand=IKEA&style=modern&sort=expensive');
    await userEvent.type(screen.getByRole('searchbox'), 'teak{Enter}');
    expect(params().get('search')).toBe('teak');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(params().get('brand')).toBeNull();
    expect(params().get('style')).toBeNull();
    expect(params().get('search')).toBeNull();
    expect(params().get('sort')).toBe('expensive');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('follows the back button', async () => {
    const { router } = renderAt('/product');
    await userEvent.click(screen.getByRole('button', { name: 'Teak' }));
    expect(screen.getByRole('button', { name: 'Teak' })).toHaveAttribute('aria-pressed', 'true');
    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Teak', pressed: false })).toBeInTheDocument();
  });
});

describe('toListArgs', () => {
  it('sends price sorting as price= and the others as sortby=', () => {
    expect(toListArgs(readFilters(new URLSearchParams('sort=cheap&page=2')), 9)).toMatchObject({
      price: 'cheap',
      page: 2,
      limit: 9,
    });
    expect(toListArgs(readFilters(new URLSearchParams('')), 9)).toMatchObject({ sortby: 'latest', page: 1 });
  });

  it('ignores a nonsense page or sort in the URL', () => {
    expect(readFilters(new URLSearchParams('page=-4&sort=weird'))).toMatchObject({ page: 1, sort: 'latest' });
  });
});
