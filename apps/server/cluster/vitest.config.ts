import { defineConfig } from 'vitest/config';

// The cluster suite (README: Running at scale): built server, nginx, PostgreSQL. `npm run test:cluster`, run by
// .ci/run on PostgreSQL after the two `npm test` runs; `npm test` never includes it.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
