import { defineConfig } from 'vitest/config';

/** Checks of the fixture build in var/test (run `npm run test:fixtures` first; `npm test` does). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
