import { expect } from 'vitest';
import type { ProductDetail } from '@rima/shared/api/catalog';
import type { buildTestApp } from './build-test-app';
import { testPhoto } from './photo-form';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A seller's product requests through the API: create (multipart, with `photos` photos), edit, and read the
 * detail back. `defaults` are the create form's fields that a test's own fields override.
 */
export function productRequests(app: TestApp, token: string, defaults: Record<string, string>) {
  async function create(fields: Record<string, string>, photos = 1) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ color_id: '101', ...defaults, ...fields })) body.append(k, v);
    for (let i = 0; i < photos; i += 1)
      body.append('image', new Blob([new Uint8Array(await testPhoto(90))], { type: 'image/png' }), `p${i}.png`);
    return app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { 'x-access-token': token },
      payload: body,
    });
  }
  const edit = (id: number, payload: Record<string, string>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${id}`,
      headers: { 'x-access-token': token },
      payload,
    });
  const getDetail = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json<{ data: ProductDetail }>().data;
  const detail = async (id: number) => (await getDetail(id)).product[0];
  /** Creates a product that must be accepted; its id. */
  const created = async (fields: Record<string, string>, photos = 1) => {
    const res = await create(fields, photos);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number } }>().data.id;
  };
  return { create, edit, getDetail, detail, created };
}
