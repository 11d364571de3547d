// Starts one local chain on a free port and deploys the contracts once for all API test files.
// Files run in parallel: those that send transactions (money tests) use dev accounts of their
// own and a Vault of their own (test/helpers/money.ts); the others only read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devAccounts, findFreePort, startLocalChain } from '@xbond/contracts/chain';
import { type Deployment, deployAll } from '@xbond/contracts/deploy';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
    deployment: Deployment;
    /** Test files create their temporary directories in here; it is removed at the end. */
    tmpRoot: string;
  }
}

export default async function setup(project: TestProject) {
  const tmpRoot = mkdtempSync(join(tmpdir(), 'xbond-api-test-'));
  project.provide('tmpRoot', tmpRoot);
  const chain = await startLocalChain({ port: await findFreePort() });
  try {
    const accounts = devAccounts(20);
    const [deployer] = accounts;
    if (!deployer) throw new Error('no dev accounts');
    const deployment = await deployAll({
      rpcUrl: chain.rpcUrl,
      deployer,
      signerAddress: privateKeyToAccount(generatePrivateKey()).address,
      fundAccounts: accounts.map((a) => a.address),
    });
    project.provide('rpcUrl', chain.rpcUrl);
    project.provide('deployment', deployment);
  } catch (error) {
    await chain.stop();
    throw error;
  }
  return async () => {
    await chain.stop();
    rmSync(tmpRoot, { recursive: true, force: true });
  };
}
