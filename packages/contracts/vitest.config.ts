import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One local chain and one deployment for every test file (see test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The files share that chain and some tests move its clock: run them one after another.
    fileParallelism: false,
    // Only a hang's end: on a shared machine a deployment may take minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
