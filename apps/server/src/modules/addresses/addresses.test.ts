import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';
import { addressBody } from '../../../test/shipping-fixtures';

type Address = { id: number; is_default: boolean; label: string; full_address: string; regency: { name: string } };

describe('areas and the address book', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

  it('loads the official areas: 38 provinces, 514 cities/regencies, every district and village', async () => {
    const [counts] = await db.query<{ p: number; r: number; d: number; v: number }>(
      `SELECT (SELECT count(*) FROM area_provinces)::int p, (SELECT count(*) FROM area_regencies)::int r,
              (SELECT count(*) FROM area_districts)::int d, (SELECT count(*) FROM area_villages)::int v`,
    );
    expect(counts).toEqual({ p: 38, r: 514, d: 7285, v: 83762 });
  });

  it('walks province → city/regency → district → village for the pickers', async () => {
    const provinces = (await get('/api/v1/areas/provinces')).json<{ data: { code: string; name: string }[] }>().data;
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    const regencies = (await get('/api/v1/areas/provinces/31/regencies')).json<{ data: { code: string }[] }>().data;
    expect(regencies.map((r) => r.code)).toContain('31.74');
    const districts = (await get('/api/v1/areas/regencies/31.74/districts')).json<{ data: { name: string }[] }>().data;
    expect(districts.map((d) => d.name)).toContain('Mampang Prapatan');
    const villages = await get('/api/v1/areas/districts/31.74.03/villages');
    expect(villages.headers['cache-control']).toContain('max-age');
    expect(villages.json<{ data: { name: string }[] }>().data.map((v) => v.name)).toContain('Bangka');
    expect((await get('/api/v1/areas/provinces/99/regencies')).statusCode).toBe(404);
    expect((await get('/api/v1/areas/provinces/abc/regencies')).statusCode).toBe(400);
    const found = (await get('/api/v1/areas/regencies?q=jakarta%20sel')).json<{ data: { code: string }[] }>().data;
    expect(found.map((r) => r.code)).toEqual(['31.74']);
  });

  it('keeps an address book: labels, one default, areas checked, 404 for another customer', async () => {
    const budi = await createCustomer(db);
    const sari = await createCustomer(db);
    const post = (token: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/addresses', headers: { 'x-access-token': token }, payload });
    const home = await post(budi.token, addressBody());
    expect(home.statusCode).toBe(201);
    expect(home.json<{ data: Address }>().data).toMatchObject({
      label: 'Rumah',
      is_default: true,
      phone: '81234567890',
      regency: { name: 'Kota Administrasi Jakarta Selatan' },
      full_address:
        'Jl. Kemang Raya No. 21, Pagar hitam, Bangka, Mampang Prapatan, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta, 12730',
    });
    const office = await post(budi.token, addressBody('bandung', { label: 'Kantor', postal_code: '40135' }));
    expect(office.json<{ data: Address }>().data.is_default).toBe(false);
    const officeId = office.json<{ data: Address }>().data.id;
    // Make the office the default: the home is no longer one.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/addresses/${officeId}`,
      headers: { 'x-access-token': budi.token },
      payload: { is_default: true },
    });
    expect(patched.json<{ data: Address }>().data.is_default).toBe(true);
    const list = (await get('/api/v1/addresses', budi.token)).json<{ data: Address[] }>().data;
    expect(list.map((a) => [a.label, a.is_default])).toEqual([
      ['Kantor', true],
      ['Rumah', false],
    ]);
    // A village of another district, an unknown province, a bad postal code.
    const wrong = await post(budi.token, addressBody('jaksel', { village_code: '32.73.02.1004' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('The village does not belong to the chosen area above it');
    expect(wrong.json()).toMatchObject({ key: 'villageOutside', errors: [{ key: 'villageOutsideField' }] });
    expect((await post(budi.token, addressBody('jaksel', { province_code: '99' }))).statusCode).toBe(400);
    expect((await post(budi.token, addressBody('jaksel', { postal_code: '123' }))).statusCode).toBe(400);
    // Others: 404 for another customer, 403 for a seller, 401 for a visitor.
    expect((await get(`/api/v1/addresses/${officeId}`, sari.token)).statusCode).toBe(404);
    const seller = await createSeller(db);
    expect((await get('/api/v1/addresses', seller.token)).statusCode).toBe(403);
    expect((await get('/api/v1/addresses')).statusCode).toBe(401);
    // Deleting the default makes the remaining one the default.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/addresses/${officeId}`,
      headers: { 'x-access-token': budi.token },
    });
    expect(del.statusCode).toBe(200);
    const left = (await get('/api/v1/addresses', budi.token)).json<{ data: Address[] }>().data;
    expect(left.map((a) => [a.label, a.is_default])).toEqual([['Rumah', true]]);
  });

  it('never has two defaults, even when 10 addresses are added at once as defaults', async () => {
    const customer = await createCustomer(db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/addresses',
          headers: { 'x-access-token': customer.token },
          payload: addressBody('jaksel', { label: `Alamat ${i}`, is_default: true }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND is_default',
      [customer.id],
    );
    expect(row?.n).toBe(1);
  });
});
