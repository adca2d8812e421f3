import { type APIRequestContext, type Page } from '@playwright/test';
import { MATERIALS, PALETTE, type Labelled } from '@rima/shared/catalog';
import { expect, test } from './fixtures';

/** A filter's choice as the list names it: its label, and how many products it gives once the counts are in. */
const choice = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\d+\\))?$`);

type Row = { id: number; name: string; name_en?: string | null; price: number };
/** A card's name in the English shop: the seller's English name where one was given. */
const shown = (r: Row) => r.name_en ?? r.name;
type ProductPage = { data: { data: Row[]; dataCount: number; totalPage: number } };

const PAGE_SIZE = 9;

async function apiNames(request: APIRequestContext, query: Record<string, string>) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), ...query });
  const body = (await (await request.get(`/api/v1/product?${params.toString()}`)).json()) as ProductPage;
  return body.data;
}

/** A URL predicate: the query holds exactly these params, in any order. */
function queryIs(expected: Record<string, string>) {
  return (url: URL) =>
    [...url.searchParams.keys()].length === Object.keys(expected).length &&
    Object.entries(expected).every(([k, v]) => url.searchParams.get(k) === v);
}

async function expectShown(page: Page, names: string[]) {
  await expect(page.locator('.product-grid .product-card__name')).toHaveText(names);
}

test('/product: material and colour filters, price sort, page 2 and the back button all follow the URL', async ({
  page,
  request,
}) => {
  // The material and colour pair with the most products in the demo shop.
  let best = { material: MATERIALS[0] as Labelled, color: PALETTE[0] as Labelled, count: -1 };
  for (const m of MATERIALS) {
    for (const c of PALETTE) {
      const { dataCount } = await apiNames(request, { material: m.code, color: c.code });
      if (dataCount > best.count) best = { material: m, color: c, count: dataCount };
    }
  }
  expect(best.count).toBeGreaterThan(0);

  await page.goto('/product');
  const all = await apiNames(request, { sortby: 'latest', page: '1' });
  await expectShown(page, all.data.map(shown));
  await expect(page.getByTestId('product-total')).toHaveText(String(all.dataCount));

  // Filter by material, then colour
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('button', { name: choice(best.material.en) }).click();
  await expect(page).toHaveURL(queryIs({ material: best.material.code }));
  await filters.getByRole('button', { name: choice(best.color.en) }).click();
  await expect(page).toHaveURL(queryIs({ material: best.material.code, color: best.color.code }));
  const filtered = await apiNames(request, { material: best.material.code, color: best.color.code, sortby: 'latest' });
  await expectShown(page, filtered.data.map(shown));

  // Sort by price, cheapest first
  await page.getByLabel('Sort by').selectOption('cheap');
  await expect(page).toHaveURL(queryIs({ material: best.material.code, color: best.color.code, sort: 'cheap' }));
  const sorted = await apiNames(request, { material: best.material.code, color: best.color.code, price: 'cheap' });
  await expectShown(page, sorted.data.map(shown));
  const prices = sorted.data.map((r) => r.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // One material and colour never fill two pages of the demo shop: clear the filters (the sort stays) and page on.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/product\?sort=cheap$/);
  const cheapPage1 = await apiNames(request, { price: 'cheap', page: '1' });
  await expectShown(page, cheapPage1.data.map(shown));
  await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/product\?sort=cheap&page=2$/);
  const cheapPage2 = await apiNames(request, { price: 'cheap', page: '2' });
  await expectShown(page, cheapPage2.data.map(shown));

  // Back: page 1 of the same sort, then the filtered list again
  await page.goBack();
  await expect(page).toHaveURL(/\/product\?sort=cheap$/);
  await expectShown(page, cheapPage1.data.map(shown));
  await page.goBack();
  await expect(page).toHaveURL(queryIs({ material: best.material.code, color: best.color.code, sort: 'cheap' }));
  await expectShown(page, sorted.data.map(shown));
  await expect(filters.getByRole('button', { name: choice(best.color.en) })).toHaveAttribute('aria-pressed', 'true');
});
