import { expect, test } from './fixtures';

type Row = { id: number; name: string; name_en?: string | null };
type Page<T> = { data: { data: T[] } };
type Detail = { data: { product: Row[]; relaited: Row[] } };

test('home → SHOP NOW → product detail → a related product opens at the top of the page', async ({ page, request }) => {
  const latest = (await (await request.get('/api/v1/product?limit=6&page=1&sortby=latest')).json()) as Page<Row>;
  const first = latest.data.data[0];
  if (!first) throw new Error('the demo shop has no products');

  await page.goto('/');
  await expect(page).toHaveTitle('RIMA FURNITURE');
  await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  // spec §9: 'Explore now' scrolls the page down 900 px
  await page.getByRole('button', { name: 'Explore now' }).click();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

  await page.getByRole('link', { name: `SHOP NOW: ${first.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  const detail = (await (await request.get(`/api/v1/product/${first.id}`)).json()) as Detail;
  const related = detail.data.relaited[0];
  if (!related) throw new Error(`product ${first.id} has no related products`);

  // the English shop shows a seller's English name where one was given
  const relatedName = related.name_en ?? related.name;
  const relatedLink = page.locator('.related').getByRole('link').filter({ hasText: relatedName }).first();
  await relatedLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await relatedLink.click();

  await expect(page).toHaveURL(new RegExp(`/product/detail/${related.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: related.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test('the testimonial carousel loads only when scrolled near, in place of the first testimonial, without a shift', async ({
  page,
}) => {
  const carouselChunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/testimonial-slides-[\w-]+\.js$/.test(req.url())) carouselChunks.push(req.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const section = page.locator('section.testimonials');
  await expect(section.getByText('Dewi Lestari')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(carouselChunks).toEqual([]);
  const before = await section.evaluate((el) => el.getBoundingClientRect().height);

  await section.scrollIntoViewIfNeeded();
  // the carousel has taken over when all three slides are in the DOM and it starts cycling
  await expect(section.locator('.carousel-item')).toHaveCount(3);
  expect(carouselChunks).toHaveLength(1);
  await expect(section.locator('.carousel-item.active')).toContainText('Dewi Lestari');
  const after = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
  // spec §9: it autoplays
  await expect(section.locator('.carousel-item.active')).toContainText('Arif Pratama', { timeout: 10_000 });
});

test('home offers a category row and popular products beyond the six latest', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('link').first()).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular now' });
  await popular.scrollIntoViewIfNeeded();
  await expect(popular.locator('article.product-card')).toHaveCount(8);
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/kategori\/[a-z-]+$/);
});
