import { existsSync, rmSync } from 'node:fs';
import type { Config } from '../config';
import { pgliteDir } from '../db/open';
import { StartError } from '../start-error';
import { chainStateFile, deploymentFile } from './chain';

/**
 * `npm start -- --reset`: the local demo starts over, on purpose only. Deletes the kept chain
 * state, the deployment and the embedded database; keeps the genesis invite code and the
 * signer key. Never touches a database or a chain that is not the demo's own.
 */
export function resetLocalData(config: Config, log: (line: string) => void): void {
  if (config.chainRpcUrl) {
    throw new StartError('--reset starts the local demo over; with CHAIN_RPC_URL there is none.');
  }
  if (config.databaseUrl) {
    throw new StartError(
      '--reset empties only the embedded database, and DATABASE_URL names another one: ' +
        'empty that database yourself (or unset DATABASE_URL), then start again.',
    );
  }
  for (const path of [chainStateFile(config), deploymentFile(config), pgliteDir(config)]) {
    if (!existsSync(path)) continue;
    log(`Reset: deleting ${path}`);
    rmSync(path, { recursive: true, force: true });
  }
}
