import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chainRpcUrl: string;
    chainId: number;
    genesisInviteCode: string;
    rootAddress: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `The browser tests need Chromium at ${chromium} (Playwright's own download does not work ` +
        'here): apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg, or set CHROMIUM_PATH.',
    );
  }
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  project.provide('chainRpcUrl', product.chainRpcUrl);
  project.provide('chainId', product.chainId);
  project.provide('genesisInviteCode', product.genesisInviteCode);
  project.provide('rootAddress', product.rootAddress);
  return product.stop;
}
