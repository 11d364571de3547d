import { defineProject } from 'vitest/config';

/**
 * Browser tests: the real built web app (demo build) + API + local chain, in headless
 * Chromium. globalSetup builds the web app once and starts a product per worker on free ports
 * (src/worker-product.ts): the files run side by side, each on its worker's own product. They
 * spend most of their time waiting on the browser, the chain and the server's polling, so two
 * at a time nearly halve the lane's time on two cores.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/**/*.e2e.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    setupFiles: ['./src/setup.ts'],
    // Only a hang's end: a browser test on a shared machine may take minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
