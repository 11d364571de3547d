import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startProducts } from './product';

/** One product per worker (worker-product.ts): the files run side by side, each on its own. */
export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `The browser tests need Chromium at ${chromium} (Playwright's own download does not work ` +
        'here): apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg, or set CHROMIUM_PATH.',
    );
  }
  const running = await startProducts(project.globalConfig.maxWorkers);
  project.provide('products', running.products);
  return running.stop;
}
