import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { devAccounts, hasCode, startLocalChain } from '@xbond/contracts/chain';
import { type Deployment, ensureDeployment, loadDeployment } from '@xbond/contracts/deploy';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../config';
import { assertPortFree } from './ports';
import { StartError } from './start-error';

export interface StartedChain {
  rpcUrl: string;
  local: boolean;
  deployment: Deployment;
  /** What happened to the contracts: reused, deployed for the first time, or redeployed. */
  status: 'existing' | 'fresh' | 'reset' | 'external';
  reason?: string;
  stop(): Promise<void>;
}

export function deploymentFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'deployment.json');
}

/**
 * The local demo: Hardhat's node on CHAIN_PORT, with the contracts deployed by dev account 0
 * and the 20 dev accounts funded. A restarted node has forgotten them: ensureDeployment then
 * redeploys and answers 'reset', and the caller resets the local data to match.
 */
async function startLocal(config: Config): Promise<StartedChain> {
  await assertPortFree('127.0.0.1', config.chainPort, 'CHAIN_PORT');
  const chain = await startLocalChain({ port: config.chainPort });
  try {
    const accounts = devAccounts(20);
    const [deployer] = accounts;
    if (!deployer) throw new Error('no dev accounts');
    const result = await ensureDeployment({
      rpcUrl: chain.rpcUrl,
      file: deploymentFile(config),
      deployer,
      signerAddress: privateKeyToAccount(config.withdrawSignerKey).address,
      fundAccounts: accounts.map((a) => a.address),
    });
    return { rpcUrl: chain.rpcUrl, local: true, ...result, stop: chain.stop };
  } catch (error) {
    await chain.stop();
    throw error;
  }
}

/** A real chain: the contracts were deployed beforehand and their file is in DATA_DIR. */
async function useExternal(config: Config, rpcUrl: string): Promise<StartedChain> {
  const file = deploymentFile(config);
  if (!existsSync(file)) {
    throw new StartError(`CHAIN_RPC_URL is set but ${file} is missing: deploy the contracts first`);
  }
  const deployment = loadDeployment(file);
  if (!(await hasCode(rpcUrl, deployment.vault))) {
    throw new StartError(
      `No Vault contract at ${deployment.vault} on ${rpcUrl}: wrong chain or file`,
    );
  }
  return { rpcUrl, local: false, deployment, status: 'external', stop: async () => {} };
}

export function startChain(config: Config): Promise<StartedChain> {
  return config.chainRpcUrl ? useExternal(config, config.chainRpcUrl) : startLocal(config);
}
