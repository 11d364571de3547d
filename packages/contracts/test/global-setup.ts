// Starts one local chain on a free port and deploys everything once, for all test files.
import type { TestProject } from 'vitest/node';
import { devAccounts, findFreePort, startLocalChain } from '../src/chain';
import { type Deployment, deployAll } from '../src/deploy';
import { testSigner } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
    deployment: Deployment;
  }
}

export default async function setup(project: TestProject) {
  const chain = await startLocalChain({ port: await findFreePort() });
  try {
    const accounts = devAccounts();
    const [deployer] = accounts;
    if (!deployer) throw new Error('no dev accounts');
    const deployment = await deployAll({
      rpcUrl: chain.rpcUrl,
      deployer,
      signerAddress: testSigner.address,
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
