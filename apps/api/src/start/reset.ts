import { existsSync, rmSync } from 'node:fs';
import type { Config } from '../config';
import { pgliteDir } from '../db/open';
import type { StartedChain } from './chain';
import { StartError } from './start-error';

/**
 * After a local chain restart the database describes contracts that no longer exist. The
 * embedded one is the demo's own and is deleted; any other database is never touched.
 */
export function resetLocalData(
  config: Config,
  chain: StartedChain,
  log: (line: string) => void,
  ownDatabase: boolean,
) {
  if (chain.status !== 'reset') return;
  log('The local chain was reset (a restarted Hardhat node forgets everything): redeployed.');
  const why = chain.reason ?? '';
  if (why) log(`  (${why.length > 120 ? `${why.slice(0, 117)}...` : why})`);
  if (config.databaseUrl || !ownDatabase) {
    const which = config.databaseUrl
      ? 'DATABASE_URL names an external database'
      : 'the database was opened by the caller';
    throw new StartError(
      `The local chain was reset, but ${which} whose data belongs to the old contracts. ` +
        'Refusing to touch it: empty that database yourself, or point DATABASE_URL at a ' +
        'fresh one, then start again.',
    );
  }
  const dir = pgliteDir(config);
  if (existsSync(dir)) {
    log(`Resetting the local data to match: deleting ${dir}.`);
    rmSync(dir, { recursive: true, force: true });
  }
}
