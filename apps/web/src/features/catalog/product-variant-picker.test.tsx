import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetailItem, ProductVariant } from '@rima/shared/api/catalog';
import { useVariantChoice, VariantPicker } from './product-variant-picker';
import { photosFirst } from './variant-choice';

afterEach(cleanup);

const variant = (id: number, size: string, colour: string, stock: number): ProductVariant => ({
  id,
  sku: `BED-${id}`,
  options: { Ukuran: size, Warna: colour },
  price: 4_000_000 + id,
  stock,
  width_cm: null,
  depth_cm: null,
  height_cm: null,
  weight_kg: null,
  photo_ids: [],
  position: id,
});

// 180×200 Walnut is sold out; 200×200 is made in Natural only.
const bed = {
  id: 7,
  option_names: ['Ukuran', 'Warna'],
  variants: [
    variant(11, '160×200', 'Natural', 2),
    variant(12, '160×200', 'Walnut', 3),
    variant(13, '180×200', 'Natural', 4),
    variant(14, '180×200', 'Walnut', 0),
    variant(15, '200×200', 'Natural', 1),
  ],
} as unknown as ProductDetailItem;

function Harness() {
  const choice = useVariantChoice(bed);
  const location = useLocation();
  return (
    <>
      <VariantPicker names={choice.names} variants={choice.variants} choice={choice.choice} onChoose={choice.choose} />
      <output aria-label="search">{location.search}</output>
      <output aria-label="missing">{choice.missing ?? ''}</output>
    </>
  );
}

function setup(url = '/product/detail/7') {
  const router = createMemoryRouter([{ path: '/product/detail/:id', element: <Harness /> }], {
    initialEntries: ['/', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup({ delay: null }) };
}

const value = (name: string) => screen.getByRole('button', { name });

describe('the variant picker', () => {
  it('offers one group per option and disables combinations missing or sold out', async () => {
    const { user } = setup();
    expect(screen.getByRole('group', { name: /^Ukuran/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Warna/ })).toBeInTheDocument();
    expect(value('180×200')).toBeEnabled();
    await user.click(value('Walnut'));
    // 180×200 Walnut is sold out, 200×200 Walnut is not made
    expect(value('180×200')).toBeDisabled();
    expect(value('200×200')).toBeDisabled();
    expect(value('160×200')).toBeEnabled();
    // letting go of Walnut offers them again
    await user.click(value('Walnut'));
    expect(value('200×200')).toBeEnabled();
    await user.click(value('200×200'));
    expect(value('Walnut')).toBeDisabled();
  });

  it('puts a complete choice in the URL by replacing the entry, and names what is missing before', async () => {
    const { router, user } = setup();
    await user.click(value('160×200'));
    expect(screen.getByLabelText('search')).toHaveTextContent(/^$/);
    expect(screen.getByLabelText('missing')).toHaveTextContent('Warna');
    await user.click(value('Walnut'));
    expect(screen.getByLabelText('search')).toHaveTextContent('?variant=12');
    expect(screen.getByLabelText('missing')).toHaveTextContent(/^$/);
    expect(value('Walnut')).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the page rather than stepping through the picks
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens with the variant the URL names', () => {
    setup('/product/detail/7?variant=13');
    expect(value('180×200')).toHaveAttribute('aria-pressed', 'true');
    expect(value('Natural')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('missing')).toHaveTextContent(/^$/);
  });
});

describe('photosFirst', () => {
  const img = (id: number) => ({ id, image: `/${id}.jpg`, srcset: '', width: 1, height: 1 });
  it("puts the variant's photos first, in its order", () => {
    const images = [img(1), img(2), img(3)] as Parameters<typeof photosFirst>[0];
    expect(photosFirst(images, [3, 2]).map((i) => i.id)).toEqual([3, 2, 1]);
    expect(photosFirst(images, []).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
