import { defineConfig } from 'vitest/config';

/** The longest files, run by the `api-long` project (vitest.long.config.ts) in a lane of their own. */
export const LONG_FILES = [
  'test/property/pglite.test.ts',
  'test/property/postgres.test.ts',
  'test/fuzz/routes.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: LONG_FILES,
    // One local chain with the contracts deployed once, shared read-only by every test file.
    globalSetup: ['./test/global-setup.ts'],
    // Files share the module cache of their worker (viem, fastify load once): faster, and no
    // test file keeps state in modules.
    isolate: false,
    // Only a hang's end: on a shared machine a test that spawns commands or starts the product
    // may take minutes, and a short limit fails it for the machine's load, not for a bug.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
