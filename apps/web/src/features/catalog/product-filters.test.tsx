import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductFilters } from './product-filters';
import { applyPatch, readFilters, toListArgs, useProductFilters } from './product-search-params';

afterEach(cleanup);

const leaf = (id: number, slug: string, name: string, name_id: string, product_count: number) => ({
  id,
  slug,
  name,
  name_id,
  product_count,
});
const categories = [
  {
    ...leaf(101, 'kamar-tidur', 'Bedroom', 'Kamar Tidur', 30),
    children: [
      leaf(114, 'lemari-pakaian', 'Wardrobes', 'Lemari Pakaian', 12),
      leaf(115, 'ranjang-dipan', 'Beds & Bed Frames', 'Ranjang & Dipan', 18),
      leaf(116, 'kasur', 'Mattresses', 'Kasur', 0),
    ],
  },
  {
    ...leaf(108, 'lampu', 'Lighting', 'Lampu', 0),
    children: [leaf(130, 'lampu-meja', 'Table Lamps', 'Lampu Meja', 0)],
  },
];

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
    expect(screen.getByRole('button', { name: /Bedroom.*30 products/ })).toBeInTheDocument();
    // rooms without products are not offered; the legacy flat list never is
    expect(screen.queryByRole('button', { name: /Lighting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Furniture|Clothing/ })).not.toBeInTheDocument();
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
    await userEvent.type(screen.getByLabelText('Maximum Width'), '180');
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
    expect(screen.getByLabelText('Minimum Height')).toHaveValue(70);
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

  it('groups the tree: a chosen room shows its product types, and a type is chosen by its slug', async () => {
    const { params } = renderAt('/product');
    expect(screen.queryByRole('button', { name: /Wardrobes/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Bedroom/ }));
    expect(params().get('category')).toBe('kamar-tidur');
    expect(screen.getByRole('button', { name: /Wardrobes.*12 products/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mattresses/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Beds & Bed Frames/ }));
    expect(params().get('category')).toBe('ranjang-dipan');
    expect(screen.getByRole('button', { name: /Beds & Bed Frames/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Bedroom/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks the category an older link names by its English name', () => {
    renderAt('/product?category=Wardrobes');
    expect(screen.getByRole('button', { name: /Wardrobes/ })).toHaveAttribute('aria-pressed', 'true');
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

  it('ranks a search by relevance unless the URL asks for another order', () => {
    expect(toListArgs(readFilters(new URLSearchParams('search=lemari')), 9)).toMatchObject({ sortby: 'relevance' });
    expect(toListArgs(readFilters(new URLSearchParams('search=lemari&sort=cheap')), 9)).toMatchObject({
      price: 'cheap',
    });
    expect(readFilters(new URLSearchParams('sort=relevance')).sort).toBe('latest');
  });

  it('keeps an explicit order while searching, and drops the order that is the default', () => {
    expect(applyPatch(new URLSearchParams('search=meja'), { sort: 'latest' }).get('sort')).toBe('latest');
    expect(applyPatch(new URLSearchParams('search=meja&sort=latest'), { sort: 'relevance' }).get('sort')).toBeNull();
    expect(applyPatch(new URLSearchParams('sort=latest'), { search: 'meja' }).get('sort')).toBe('latest');
    expect(applyPatch(new URLSearchParams(''), { sort: 'latest' }).get('sort')).toBeNull();
  });
});
