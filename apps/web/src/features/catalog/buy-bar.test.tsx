import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailItem, ProductVariant } from '@rima/shared/api/catalog';
import { customerInfo, renderWithApp, stubFetch } from '../../test/render-with-app';
import { BuyBar } from './buy-bar';
import { useVariantChoice, VariantPicker } from './product-variant-picker';

const variant = (id: number, size: string, stock: number): ProductVariant => ({
  id,
  sku: `SOFA-${id}`,
  options: { Ukuran: size },
  price: 4_000_000 + id,
  stock,
  width_cm: null,
  depth_cm: null,
  height_cm: null,
  weight_kg: null,
  photo_ids: [],
  position: id,
});

const sofa = {
  id: 7,
  seller_id: 3,
  stock: 5,
  option_names: ['Ukuran'],
  variants: [variant(11, '2 dudukan', 2), variant(12, '3 dudukan', 3)],
} as unknown as ProductDetailItem;

function Harness() {
  const choice = useVariantChoice(sofa);
  return (
    <>
      <VariantPicker names={choice.names} variants={choice.variants} choice={choice.choice} onChoose={choice.choose} />
      <BuyBar product={sofa} choice={choice} quantity={2} price={<p>Rp4.000.011</p>} />
    </>
  );
}

const routes = [
  { path: '/product/detail/:id', element: <Harness /> },
  { path: '/cart', element: <h1>Cart page</h1> },
];

// jsdom lays nothing out: scrolling to the picker is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

describe('BuyBar', () => {
  it('asks for the variant before adding, in the bar itself', async () => {
    const { user } = renderWithApp(routes, { path: '/product/detail/7', userInfo: customerInfo });
    const bar = screen.getByRole('region', { name: 'Buy this product' });
    expect(within(bar).getByText('Choose a variant')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: '+ Cart' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Choose the Ukuran first');
  });

  it("shows the chosen variant, and 'Buy now' adds the quantity and opens the cart", async () => {
    const fetch = stubFetch({ status: 200, body: { statusCode: 200, message: 'ok', data: {} } });
    const { user } = renderWithApp(routes, { path: '/product/detail/7', userInfo: customerInfo });
    const bar = screen.getByRole('region', { name: 'Buy this product' });
    await user.click(screen.getByRole('button', { name: '3 dudukan' }));
    expect(within(bar).getByText('3 dudukan')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cart page' })).toBeTruthy());
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toMatch(/\/api\/v1\/cart\/add$/);
    expect(await request.json()).toEqual({ product_id: 7, qty: 2, variant_id: 12 });
  });
});
