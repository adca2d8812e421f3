import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app on a temporary data directory and port, seeded with the demo catalogue.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-e2e-'));
// The development outbox answers only with its token; the workers inherit it (e2e/outbox.ts).
process.env.E2E_OUTBOX_TOKEN ??= crypto.randomBytes(18).toString('hex');

export default defineConfig({
  testDir: './e2e',
  // Side-by-side runs (scripts/e2e-private.sh) each write their own results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The long journeys (two stores, sellers, a guest) get room for a busy 2-core machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // The layout audit is long and touches only its own accounts' data: `npm run test:e2e` runs it beside the
  // journeys, on a server of its own (scripts/e2e.mjs).
  projects: [
    { name: 'journeys', testIgnore: /mobile-audit\.spec\.ts/ },
    { name: 'audit', testMatch: /mobile-audit\.spec\.ts/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // E2E_WEB_DIST: a private web build (helpers working side by side); the server then runs from source.
    command: process.env.E2E_WEB_DIST ? 'npx tsx apps/server/src/server.ts' : 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      DEV_OUTBOX_TOKEN: process.env.E2E_OUTBOX_TOKEN,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
