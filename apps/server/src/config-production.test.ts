import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A production start that would be safe but for the one variable each test changes. */
const SAFE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  PAYMENT_PROVIDER: 'midtrans',
  MIDTRANS_SERVER_KEY: 'Mid-server-from-the-vault-0123',
  MIDTRANS_CLIENT_KEY: 'Mid-client-from-the-vault-0123',
  SMTP_URL: 'smtps://mailer:s3cr3t-from-the-vault@smtp.shop.example:465',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('production refuses to start with an unsafe setting, one clear line each', () => {
  it('starts with a real payment provider, PUBLIC_URL, its own secrets and no demo', () => {
    expect(problemsOf({ ...SAFE, METRICS_TOKEN: 'k3Jx9-a-token-nobody-has-seen' })).toEqual([]);
    expect(loadConfig(SAFE).seedDemo).toBe(false);
  });

  it('refuses the sandbox payment provider, named or by default', () => {
    for (const env of [
      { ...SAFE, PAYMENT_PROVIDER: 'sandbox' },
      { ...SAFE, PAYMENT_PROVIDER: '' },
    ]) {
      const problems = problemsOf(env);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PAYMENT_PROVIDER: the sandbox payment provider marks orders paid without money/);
    }
  });

  it('refuses a missing PUBLIC_URL', () => {
    const { PUBLIC_URL: _unset, ...env } = SAFE;
    expect(problemsOf(env)).toEqual([expect.stringMatching(/^PUBLIC_URL: must be set when NODE_ENV=production/)]);
  });

  it('refuses the demo accounts (published password and TOTP secret), which production no longer seeds unasked', () => {
    expect(problemsOf({ ...SAFE, SEED_DEMO: 'true' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: must not be enabled .* published password/),
    ]);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true); // development keeps its demo
  });

  it('refuses a secret copied from .env.example or the README', () => {
    const s3 = {
      S3_BUCKET: 'rima-photos',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'q8Vd0-from-the-vault',
    };
    for (const name of ['METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY']) {
      const env = { ...SAFE, ...s3, [name]: 'a-long-random-secret' };
      expect(problemsOf(env)).toEqual([expect.stringMatching(new RegExp(`^${name}: is a published example value`))]);
    }
    expect(problemsOf({ ...SAFE, MIDTRANS_SERVER_KEY: 'SB-Mid-server-xxxxxxxx' })).toEqual([
      expect.stringMatching(/^MIDTRANS_SERVER_KEY: is a published example value/),
    ]);
    expect(problemsOf({ ...SAFE, SMTP_URL: 'smtp://user:pass@smtp.example.com:587' })).toEqual([
      expect.stringMatching(/^SMTP_URL: is .env.example's example server and password/),
    ]);
  });

  it('refuses the development outbox and legacy-client mode', () => {
    expect(problemsOf({ ...SAFE, DEV_OUTBOX: 'true' })).toEqual([
      expect.stringMatching(/^DEV_OUTBOX: must not be enabled when NODE_ENV=production/),
    ]);
    expect(problemsOf({ ...SAFE, LEGACY_CLIENT_MODE: 'true' })).toEqual([
      expect.stringMatching(/^LEGACY_CLIENT_MODE: must not be enabled/),
    ]);
  });

  it('a rehearsal (benchmarks, staging) may use the sandbox, the demo and no PUBLIC_URL, never the outbox', () => {
    const rehearsal = { NODE_ENV: 'production', PRODUCTION_REHEARSAL: 'true', SEED_DEMO: 'true' };
    expect(problemsOf(rehearsal)).toEqual([]);
    expect(problemsOf({ ...rehearsal, DEV_OUTBOX: 'true' })).toEqual([expect.stringMatching(/^DEV_OUTBOX:/)]);
    expect(problemsOf({ ...rehearsal, METRICS_TOKEN: 'changeme-changeme' })).toEqual([]);
    expect(problemsOf({ ...rehearsal, METRICS_TOKEN: 'a-long-random-secret' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN:/),
    ]);
  });
});

describe('the server process', () => {
  it('exits at start with every problem on a line of its own, before opening a database or a port', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      // eslint-disable-next-line no-restricted-properties -- the child needs the PATH only
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DEV_OUTBOX: 'true', DATA_DIR: '/nonexistent/rima' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines.map((l) => l.slice(4).split(':')[0])).toEqual(['DEV_OUTBOX', 'PAYMENT_PROVIDER', 'PUBLIC_URL']);
  }, 60_000);
});
