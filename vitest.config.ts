import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/catalog-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // the server's page tests render the web app from its sources (apps/server/test/web-pages.ts)
        plugins: [compiledCatalogs()],
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // the migrations run once into a snapshot each test app starts from (PGlite)
          globalSetup: ['./test/pglite-template.ts'],
          // password hashing and PGlite share two cores: room for a busy machine
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry: keep parallelism modest on a 2-core machine.
          maxWorkers: 2,
          // Each file builds its own app on its own database (test/build-test-app.ts) and closes it: nothing a
          // file needs lives in module state, so the workers keep the server's modules loaded between files
          // instead of importing them again for each one (most of the suite's time was imports).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [compiledCatalogs()],
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
