import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineProject({
    define: { __DEV_WALLET__: 'true' },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
      // Only a hang's end: a loaded machine may take long over a page's code and data.
      testTimeout: 120_000,
    },
  }),
);
