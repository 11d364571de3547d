import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ChainStateError,
  devAccounts,
  hasCode,
  type LocalChain,
  startLocalChain,
} from '@xbond/contracts/chain';
import { type Deployment, loadDeployment } from '@xbond/contracts/deploy';
import { DeploymentMismatchError, ensureDeployment } from '@xbond/contracts/ensure-deployment';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainKeeper } from '../chain/keeper';
import type { Config } from '../config';
import { START_OVER } from '../ledger/opening';
import { StartError } from '../start-error';

export interface StartedChain {
  rpcUrl: string;
  local: boolean;
  deployment: Deployment;
  /** What happened to the contracts: reused, deployed for the first time, or a real chain's. */
  status: 'existing' | 'fresh' | 'external';
  /** The local chain's keeper (its saved state); none on a real chain. */
  keeper?: ChainKeeper;
  stop(): Promise<void>;
}

export function deploymentFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'deployment.json');
}

/** The local chain's saved state (Anvil's state JSON), written by ChainKeeper. */
export function chainStateFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'chain-state.json');
}

/**
 * The local demo: Anvil on CHAIN_PORT, loaded from the state kept in DATA_DIR, with the
 * contracts deployed once by dev account 0 and the 20 dev accounts funded. A kept state that
 * cannot be used stops the start with a message (nothing is deleted).
 */
async function startLocal(config: Config): Promise<StartedChain> {
  const chain = await startKeptChain(config);
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const keeper = new ChainKeeper(chain, () => client.getBlockNumber({ cacheTime: 0 }));
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
      // The deployment file never names contracts the saved chain does not hold.
      beforeSave: async () => {
        await keeper.save();
      },
    }).catch((error: unknown) => {
      if (!(error instanceof DeploymentMismatchError)) throw error;
      throw new StartError(
        `The chain state kept in ${chainStateFile(config)} does not hold the contracts recorded ` +
          `in ${error.file} (${error.reason}). ${START_OVER}`,
      );
    });
    return { rpcUrl: chain.rpcUrl, local: true, keeper, ...result, stop: chain.stop };
  } catch (error) {
    await chain.stop();
    throw error;
  }
}

async function startKeptChain(config: Config): Promise<LocalChain> {
  try {
    return await startLocalChain({ port: config.chainPort, statePath: chainStateFile(config) });
  } catch (error) {
    if (error instanceof ChainStateError) throw new StartError(`${error.message} ${START_OVER}`);
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
