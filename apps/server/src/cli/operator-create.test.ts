import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_DATABASE_URL } from '../../test/build-test-app';
import { operatorCreate } from './operator-create';

/** `npm run operator:create -- --email …` prints a one-time setup link that makes a working operator. */
describe.skipIf(TEST_DATABASE_URL)('operator:create', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-opcreate-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    PORT: '3999',
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a missing e-mail', async () => {
    await expect(operatorCreate([], config, () => undefined)).rejects.toThrow(/Usage/);
  });

  it('creates the account and prints a link that sets it up', { timeout: 180_000 }, async () => {
    const lines: string[] = [];
    const link = await operatorCreate(['--email', 'Boss@Example.com', '--name', 'The Boss'], config, (l) =>
      lines.push(l),
    );
    expect(lines.join('\n')).toContain('http://localhost:3999/ops/setup?token=');
    const token = new URL(link).searchParams.get('token') ?? '';
    const app = await buildApp(config);
    try {
      const setup = await app.inject({ method: 'GET', url: `/api/v1/auth/operator-setup?token=${token}` });
      const secret = setup.json<{ data: { secret: string } }>().data.secret;
      const done = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/operator-setup',
        payload: { token, password: 'boss-password', code: generateSync({ secret }) },
      });
      expect(done.statusCode).toBe(200);
      const codes = done.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { emailOrusername: 'boss@example.com', password: 'boss-password', otp: codes[0] },
      });
      expect(login.json()).toMatchObject({ statusCode: 200, data: { role: 'operator', roles_id: 3 } });
    } finally {
      await app.close();
    }
  });
});
