import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { deliveredOrder, photo } from './complaints-helpers';
import { expect, test } from './fixtures';
import { operatorLogIn } from './ops-helpers';
import { apiLogin, PASSWORD, productOf } from './social-helpers';

// After the sale, on a phone in Bahasa Indonesia: a complaint with photos and a short video settled with
// replacement parts, another decided by an operator with half the money back, seen by the buyer and in the
// store's balance.
test.use({ viewport: { width: 390, height: 844 } });

async function logInIndonesian(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/(seller)?$/);
  await page.context().addCookies([{ name: 'rima_lang', value: 'id', url: page.url() }]);
}

test('a broken sofa leg: parts offered and accepted; another complaint escalated and half refunded', async ({
  page,
  browser,
  request,
}) => {
  const seller = await apiLogin(request, 'seller@rima.test');
  const buyer = await apiLogin(request, 'customer@rima.test');
  const product = await productOf(request, seller.id);
  const sellerHeaders = { 'x-access-token': seller.token };
  const first = await deliveredOrder(request, buyer.token, seller.token, product.id);
  const second = await deliveredOrder(request, buyer.token, seller.token, product.id);

  // The buyer reports the broken leg from the order page, with two photos and a short video.
  await logInIndonesian(page, 'customer@rima.test');
  await page.goto(`/order/${first.id}`);
  await page.getByRole('button', { name: 'Ajukan komplain' }).click();
  await page.getByLabel('Apa masalahnya?').selectOption('damaged');
  await page.getByLabel('Jelaskan masalahnya').fill('Kaki sofa patah saat barang diterima.');
  await page.getByLabel('Foto (maks. 5)').setInputFiles([
    { name: 'kaki-1.png', mimeType: 'image/png', buffer: await photo(20) },
    { name: 'kaki-2.png', mimeType: 'image/png', buffer: await photo(200) },
  ]);
  await page.getByLabel('Video (opsional, maks. 60 detik)').setInputFiles({
    name: 'kaki-patah.mp4',
    mimeType: 'video/mp4',
    buffer: fs.readFileSync('apps/server/test/fixtures/complaint-video.mp4'),
  });
  await page.getByRole('button', { name: 'Kirim komplain' }).click();
  const link = page.getByTestId('order-complaints').getByRole('link', { name: /Komplain #\d+/ });
  await expect(link).toBeVisible();
  const complaintId = Number((await link.textContent())?.replace(/\D/g, ''));

  // The store sees the video on its phone, and its player may seek in it (a byte range, without a token).
  const store = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInIndonesian(store, 'seller@rima.test');
  await store.goto(`/order/${first.id}?complaint=${complaintId}`);
  const video = store.getByTestId('complaint-video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(store.getByTestId('complaint-video-link')).toHaveText('Buka video (4 dtk)');
  const src = (await video.locator('source').getAttribute('src')) ?? '';
  const seek = await store.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { range: 'bytes=0-15' } });
    return { status: answer.status, bytes: (await answer.arrayBuffer()).byteLength };
  }, src);
  expect(seek).toEqual({ status: 206, bytes: 16 });
  await store.close();

  // The store offers replacement parts (its own page works the same way; here through the API).
  const offer = await request.post(`/api/v1/complaints/${complaintId}/actions`, {
    headers: sellerHeaders,
    data: { action: 'offer_parts', note: 'Kaki pengganti kami kirim besok lewat JNE.' },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  await link.click();
  await expect(page.getByTestId('complaint-offer')).toContainText('Suku cadang pengganti');
  await expect(page.locator('.complaint-photos img')).toHaveCount(2);
  await expect(page.getByTestId('complaint-video')).toBeVisible();
  await page.getByRole('button', { name: 'Terima tawaran' }).click();
  await expect(page.getByTestId('complaint-status')).toContainText('Suku cadang pengganti');

  // Another complaint, escalated; the operator refunds half from the queue.
  const form = { reason: 'not_as_described', description: 'Warna jauh berbeda dari foto.', items: '[]' };
  const detail = (await (
    await request.get(`/api/v1/transaction/${second.id}`, { headers: { 'x-access-token': buyer.token } })
  ).json()) as {
    data: { items: { id: number }[] };
  };
  form.items = JSON.stringify(detail.data.items.map((i) => i.id));
  const opened = await request.post(`/api/v1/transaction/${second.id}/complaints`, {
    headers: { 'x-access-token': buyer.token },
    multipart: { ...form, photo: { name: 'warna.png', mimeType: 'image/png', buffer: await photo(120) } },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const secondId = ((await opened.json()) as { data: { id: number } }).data.id;
  const escalate = await request.post(`/api/v1/complaints/${secondId}/actions`, {
    headers: { 'x-access-token': buyer.token },
    data: { action: 'escalate', note: 'Toko belum menjawab.' },
  });
  expect(escalate.ok()).toBe(true);
  const before = (await (await request.get('/api/v1/seller/balance', { headers: sellerHeaders })).json()) as {
    data: { pending: number };
  };

  const ops = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await operatorLogIn(ops);
  await ops.goto('/ops/complaints');
  await ops.getByTestId(`ops-complaint-half-${secondId}`).click();
  await ops.getByRole('dialog').getByRole('textbox').first().fill('Foto menunjukkan warna berbeda: separuh harga.');
  await ops
    .getByRole('dialog')
    .getByRole('button', { name: /Decide|Putuskan/ })
    .click();
  await expect(ops.getByRole('dialog')).toHaveCount(0);
  await ops.close();

  // The buyer sees the refund; the store's pending money carries its share of it.
  await page.goto(`/order/${second.id}?complaint=${secondId}`);
  await expect(page.getByTestId('complaint-refund')).toContainText('sudah dikembalikan');
  const after = (await (await request.get('/api/v1/seller/balance', { headers: sellerHeaders })).json()) as {
    data: { pending: number; history: { kind: string; amount: number }[] };
  };
  const refundLine = after.data.history.find((h) => h.kind === 'complaint_refund');
  expect(refundLine?.amount).toBeLessThan(0);
  expect(before.data.pending - after.data.pending).toBe(-(refundLine?.amount ?? 0));
});
