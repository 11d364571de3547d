import { defineProject } from 'vitest/config';

/**
 * Browser tests: the real built web app (demo build) + API + local chain, in headless
 * Chromium. globalSetup starts the product once on free ports; the files run one at a time.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/**/*.e2e.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    setupFiles: ['./src/setup.ts'],
    fileParallelism: false,
    // Only a hang's end: a browser test on a shared machine may take minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
