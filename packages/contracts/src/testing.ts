// Vitest global setup shared by the test projects that need a chain: one local chain on a free
// port with the contracts deployed once (dev account 0 deploys; the dev accounts are funded).
import type { Address } from 'viem';
import type { TestProject } from 'vitest/node';
import { devAccounts, startLocalChain } from './chain';
import { type Deployment, deployAll } from './deploy';

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
    deployment: Deployment;
  }
}

/**
 * Starts the chain, deploys, and provides `rpcUrl` and `deployment` to the test files.
 * Answers the teardown that stops the chain.
 */
export async function setupTestChain(
  project: TestProject,
  signerAddress: Address,
): Promise<() => Promise<void>> {
  const chain = await startLocalChain({ port: 0 });
  try {
    const accounts = devAccounts(20);
    const [deployer] = accounts;
    if (!deployer) throw new Error('no dev accounts');
    const deployment = await deployAll({
      rpcUrl: chain.rpcUrl,
      deployer,
      signerAddress,
      fundAccounts: accounts.map((a) => a.address),
    });
    project.provide('rpcUrl', chain.rpcUrl);
    project.provide('deployment', deployment);
  } catch (error) {
    await chain.stop();
    throw error;
  }
  return () => chain.stop();
}
