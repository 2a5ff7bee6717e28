import { defineConfig } from 'vitest/config';

/**
 * The fault test alone (src/cluster/faults.test.ts): the compose file's nodes, built, on a
 * PostgreSQL and a Redis of its own, hurt on purpose. `npm test` runs it after the API tests.
 */
export default defineConfig({
  test: {
    include: ['src/cluster/faults.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
