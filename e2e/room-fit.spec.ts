import { expect, test } from './fixtures';

// Room fit: a visitor (no login) checks whether the demo wardrobe (100 × 58 × 190 cm) goes through a
// 75 cm door, then into a room drawn to scale; the panel must not widen a 360 px phone screen.
test('a visitor checks whether a wardrobe fits through a 75 cm door and into a room', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/product?search=Lemari%20Pakaian%202%20Pintu');
  await page
    // the English shop's card shows the seller's English name
    .getByRole('link', { name: /Two-Door Teak Wardrobe/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lemari Pakaian 2 Pintu Kayu Jati Minimalis' }),
  ).toBeVisible();

  // The page's own width at 360 px is another part's business (its .row g-5 gutter): the panel adds nothing to it.
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const widthBefore = await pageWidth();
  await page.getByRole('button', { name: 'Will it fit my room?' }).click();
  const panel = page.locator('.room-fit');
  await panel.getByLabel('Door width (cm)').fill('75');
  await panel.getByLabel('Door height (cm)').fill('200');
  await panel.getByRole('button', { name: 'Check fit' }).click();
  const result = page.getByTestId('room-fit-result');
  await expect(result).toHaveAttribute('data-verdict', 'fits');
  await expect(result.getByText('It fits', { exact: true })).toBeVisible();
  await expect(result.getByText(/passes the 75 cm × 200 cm opening standing upright/)).toBeVisible();

  // A lower door: the 190 cm wardrobe goes through laid on its side, and the door drawing shows it so.
  await panel.getByLabel('Door height (cm)').fill('180');
  await panel.getByRole('button', { name: 'Check fit' }).click();
  await expect(result.getByText(/opening laid on its side, with 17 cm to spare beside it/)).toBeVisible();
  await expect(result).toHaveAttribute('data-verdict', 'fits');
  await expect(page.getByTestId('door-drawing-box')).toHaveAttribute('data-way', 'on_side');

  // A narrower door never lets it in.
  await panel.getByLabel('Door width (cm)').fill('55');
  await panel.getByLabel('Door height (cm)').fill('200');
  await panel.getByRole('button', { name: 'Check fit' }).click();
  await expect(result).toHaveAttribute('data-verdict', 'no');
  await expect(result.getByText('It does not fit', { exact: true })).toBeVisible();

  // With the room as well: the plan is drawn to scale with the wardrobe's footprint.
  await panel.getByLabel('Room width (cm)').fill('300');
  await panel.getByLabel('Room depth (cm)').fill('250');
  await panel.getByLabel('Ceiling height (cm)').fill('260');
  await panel.getByLabel('Door width (cm)').fill('75');
  await panel.getByRole('button', { name: 'Check fit' }).click();
  await expect(result).toHaveAttribute('data-verdict', 'fits');
  const drawing = page.getByTestId('room-drawing');
  await expect(drawing).toBeVisible();
  await expect(drawing.getByTestId('room-drawing-item')).toHaveAttribute('width', '100');
  await expect(drawing.getByTestId('room-drawing-item')).toHaveAttribute('height', '58');

  expect(await pageWidth()).toBeLessThanOrEqual(widthBefore);
  const door = page.getByTestId('door-drawing');
  await expect(door).toBeVisible();
  for (const box of [await panel.boundingBox(), await drawing.boundingBox(), await door.boundingBox()]) {
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
});
