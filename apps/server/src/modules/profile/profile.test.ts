import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createSeller, type TestUser } from '../../../test/factories';

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T };
type ProfileBody = Envelope<{
  profileData: Record<string, unknown>[];
  profileUser: Record<string, unknown>[];
}>;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rimaTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 160, g: 120, b: 40 } } })
    .png()
    .toBuffer();

const editProfile = (app: App, user: TestUser, parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'PATCH',
    url: '/api/v1/profile/edit',
    payload: body.payload,
    headers: { ...body.headers, 'x-access-token': user.token },
  });
};

const getProfile = (app: App, user: TestUser, url = '/api/v1/profile') =>
  app.inject({ method: 'GET', url, headers: { 'x-access-token': user.token } });

describe('profile: read (API-COMPAT 9)', async () => {
  const app = await buildTestApp();

  it("answers GET /profile with the token's user in data.profileData[0] and data.profileUser[0]", async () => {
    const seller = await createSeller(app.deps.db, { name: 'Ayu', store_desc: 'Teak from Jepara' });
    const res = await getProfile(app, seller);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ProfileBody>();
    expect(data.profileData[0]).toMatchObject({ id: seller.id, email: seller.email, role: 'seller', roles_id: 2 });
    expect(data.profileUser[0]).toMatchObject({
      name: 'Ayu',
      phone: '',
      gender: '',
      address: '',
      store_desc: 'Teak from Jepara',
      image: null,
      username: seller.username,
    });
  });

  it("ignores the id of GET /profile/:id, even ':9' and ':undefined', and answers for the token's user", async () => {
    const user = await createCustomer(app.deps.db);
    await createCustomer(app.deps.db); // someone else, whose id the client might send
    const plain = (await getProfile(app, user)).json<ProfileBody>();
    for (const url of ['/api/v1/profile/:undefined', '/api/v1/profile/:9', `/api/v1/profile/${user.id + 1}`]) {
      const res = await getProfile(app, user, url);
      expect(res.statusCode).toBe(200);
      expect(res.json<ProfileBody>().data).toEqual(plain.data);
    }
  });

  it('never returns a password hash or a code', async () => {
    const user = await createCustomer(app.deps.db);
    const res = await getProfile(app, user);
    expect(res.body).not.toMatch(/scrypt\$/);
    expect(res.body).not.toMatch(/password|code_hash|"code"/i);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/profile/:undefined',
      headers: { 'x-access-token': 'nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile: edit (API-COMPAT 10)', async () => {
  const app = await buildTestApp();
  const uploads = path.join(app.deps.config.dataDir, 'uploads');

  it('saves the fields sent as multipart, lowercasing the gender', async () => {
    const seller = await createSeller(app.deps.db);
    const res = await editProfile(app, seller, [
      { name: 'name', value: 'Ayu Lestari' },
      { name: 'phone', value: '+628123456789' },
      { name: 'gender', value: 'Female' },
      { name: 'address', value: 'Jl. Jati 1, Jepara' },
      { name: 'store_desc', value: 'Handmade teak' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfileBody>().data.profileUser[0]).toMatchObject({
      name: 'Ayu Lestari',
      phone: '+628123456789',
      gender: 'female',
      address: 'Jl. Jati 1, Jepara',
      store_desc: 'Handmade teak',
    });
    const again = (await getProfile(app, seller)).json<ProfileBody>();
    expect(again.data.profileUser[0]).toMatchObject({ gender: 'female', store_desc: 'Handmade teak' });
  });

  it('treats an empty update as a 2xx no-op (the old client always sends)', async () => {
    const user = await createCustomer(app.deps.db, { name: 'Budi' });
    const before = (await getProfile(app, user)).json<ProfileBody>().data;
    const res = await editProfile(app, user, []);
    expect(res.statusCode).toBe(200);
    const junk = await editProfile(app, user, [
      { name: 'name', value: 'undefined' },
      { name: 'image', value: 'undefined' },
    ]);
    expect(junk.statusCode).toBe(200);
    const after = (await getProfile(app, user)).json<ProfileBody>().data;
    expect(after.profileUser[0]?.name).toBe('Budi');
    expect(after.profileData).toEqual(before.profileData);
  });

  it('ignores store_desc for customers', async () => {
    const user = await createCustomer(app.deps.db);
    const res = await editProfile(app, user, [{ name: 'store_desc', value: 'Not a store' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfileBody>().data.profileUser[0]?.store_desc).toBe('');
  });

  it("lets a seller rename the store (the login name) apart from the address; customers' store_name is ignored", async () => {
    const seller = await createSeller(app.deps.db);
    const newName = `Toko Jati ${seller.id}`;
    const res = await editProfile(app, seller, [
      { name: 'store_name', value: `  ${newName} ` },
      { name: 'address', value: 'Jl. Malioboro 12, Yogyakarta' },
    ]);
    expect(res.statusCode).toBe(200);
    const user = res.json<ProfileBody>().data.profileUser[0];
    expect(user).toMatchObject({ username: newName, address: 'Jl. Malioboro 12, Yogyakarta' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { emailOrusername: newName.toUpperCase(), password: seller.password },
    });
    expect(login.statusCode).toBe(200);

    const customer = await createCustomer(app.deps.db);
    const ignored = await editProfile(app, customer, [{ name: 'store_name', value: 'Not a store' }]);
    expect(ignored.json<ProfileBody>().data.profileUser[0]?.username).toBe(customer.username);
  });

  it('gives a store name to one seller only, even when several ask at once', async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, () => createSeller(app.deps.db)));
    const wanted = `Rumah Rotan ${sellers[0]?.id ?? 0}`;
    const answers = await Promise.all(
      sellers.map((s, i) =>
        editProfile(app, s, [{ name: 'store_name', value: i % 2 ? wanted.toLowerCase() : wanted }]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json<Envelope>().message).toBe('This store name is already taken. Please choose another.');
    }
    const bad = await editProfile(app, sellers[1] as TestUser, [{ name: 'store_name', value: 'a@b' }]);
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['gender', 'ab', /Gender must be 4 to 6 letters/],
    ['gender', 'femalee', /Gender must be 4 to 6 letters/],
    ['gender', 'm4le', /letters only/],
    ['phone', '+6281234567890', /at most 13/],
    ['phone', '0812-abc', /digits/],
  ])('answers 400 with a message for %s %j', async (field, value, message) => {
    const user = await createCustomer(app.deps.db);
    const res = await editProfile(app, user, [{ name: field, value }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toMatch(message);
  });

  it('stores a real PNG as re-encoded WebP, serves it, and removes the old photo when replaced', async () => {
    const user = await createCustomer(app.deps.db);
    const first = await editProfile(app, user, [
      { name: 'image', filename: 'me.png', type: 'image/png', data: await png() },
    ]);
    expect(first.statusCode).toBe(200);
    const image = first.json<ProfileBody>().data.profileUser[0]?.image;
    expect(image).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/images\/[0-9a-f]{32}-640\.webp$/);
    const firstKey = /([0-9a-f]{32})-640/.exec(String(image))?.[1] ?? '';
    const served = await app.inject({ method: 'GET', url: new URL(String(image)).pathname });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const second = await editProfile(app, user, [
      { name: 'image', filename: 'me2.jpg', type: 'image/jpeg', data: await png(80, 80) },
    ]);
    expect(second.statusCode).toBe(200);
    const secondImage = String(second.json<ProfileBody>().data.profileUser[0]?.image);
    expect(secondImage).not.toContain(firstKey);
    expect(fs.existsSync(path.join(uploads, `${firstKey}-640.webp`))).toBe(false);
  });

  it('answers 400 for a text file renamed .png, and keeps the profile', async () => {
    const user = await createCustomer(app.deps.db, { name: 'Sari' });
    const res = await editProfile(app, user, [
      { name: 'name', value: 'Changed' },
      { name: 'image', filename: 'evil.png', type: 'image/png', data: Buffer.from('just some text, not a PNG') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toMatch(/JPEG, PNG or WebP/);
    expect((await getProfile(app, user)).json<ProfileBody>().data.profileUser[0]?.name).toBe('Sari');
  });

  it('answers 413 for a photo over 5 MB', async () => {
    const user = await createCustomer(app.deps.db);
    const res = await editProfile(app, user, [
      { name: 'image', filename: 'big.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('answers 401 without a token', async () => {
    const body = multipart([{ name: 'name', value: 'x' }]);
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/profile/edit', ...body });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile: change password (API-COMPAT 11)', async () => {
  const app = await buildTestApp();

  const login = (emailOrusername: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { emailOrusername, password } });

  it.each(['PATCH', 'POST'] as const)(
    "%s answers 400 'Password is wrong' for a wrong current password",
    async (method) => {
      const user = await createCustomer(app.deps.db);
      const res = await app.inject({
        method,
        url: '/api/v1/profile/change-password',
        headers: { 'x-access-token': user.token },
        payload: { password: 'not-my-password', new_password: 'new-password-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().message).toBe('Password is wrong');
    },
  );

  it.each(['PATCH', 'POST'] as const)(
    '%s changes the password, keeps this session and logs out the others',
    async (method) => {
      const user = await createCustomer(app.deps.db, { password: 'password123' });
      const other = String((await login(user.email, 'password123')).json<Envelope>().data.token);
      const res = await app.inject({
        method,
        url: '/api/v1/profile/change-password',
        headers: { 'x-access-token': user.token },
        payload: { password: 'password123', new_password: `new-password-${method}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Envelope>().message).toMatch(/Password changed/);
      expect((await getProfile(app, user)).statusCode).toBe(200);
      const otherRes = await app.inject({
        method: 'GET',
        url: '/api/v1/profile',
        headers: { 'x-access-token': other },
      });
      expect(otherRes.statusCode).toBe(401);
      expect((await login(user.email, 'password123')).statusCode).toBe(401);
      expect((await login(user.email, `new-password-${method}`)).statusCode).toBe(200);
    },
  );

  it('answers 400 for a new password under 8 characters', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/change-password',
      headers: { 'x-access-token': user.token },
      payload: { password: 'password123', new_password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toContain('New_Password at least in 8 character');
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/change-password',
      payload: { password: 'password123', new_password: 'new-password' },
    });
    expect(res.statusCode).toBe(401);
  });
});
