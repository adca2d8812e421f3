import sharp from 'sharp';

/** A small PNG of one colour (its red channel `r`), for photo uploads. */
export const testPhoto = (r: number): Promise<Buffer> =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** The multipart body of POST /product/create or PATCH /product/edit/:id with these photos and fields. */
export function productForm(photos: Buffer[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  const all = { name: 'Kursi jati', desc: 'Kursi makan dari jati.', price: '1250000', stock: '7', ...fields };
  for (const [k, v] of Object.entries({ category_id: '5', brand_id: '1', size_id: '2', color_id: '3', ...all })) {
    body.append(k, v);
  }
  for (const data of photos) body.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'p.png');
  return body;
}
