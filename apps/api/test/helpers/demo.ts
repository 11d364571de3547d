// The local demo's app on a chain of its own: tests that move time must not move the shared
// test chain's clock under the other files.
import { join } from 'node:path';
import { devAccounts, type LocalChain, startLocalChain } from '@xbond/contracts/chain';
import { deployAll } from '@xbond/contracts/deploy';
import { privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../../src/app';
import { connectChain } from '../../src/chain/client';
import { ChainKeeper } from '../../src/chain/keeper';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { openLedger } from '../../src/ledger/opening';
import { DemoClock } from '../../src/time/clock';
import { DemoTime } from '../../src/time/demo-time';
import { ensureGenesis } from '../../src/users/genesis';
import { tempDataDir } from './app';

export async function createDemoApp(db: Db, env: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const local: LocalChain = await startLocalChain({
    port: 0,
    statePath: join(dataDir, 'chain-state.json'),
  });
  try {
    const [deployer] = devAccounts(1);
    if (!deployer) throw new Error('no dev account');
    const deployment = await deployAll({
      rpcUrl: local.rpcUrl,
      deployer,
      signerAddress: privateKeyToAccount(config.withdrawSignerKey).address,
    });
    let chain: Awaited<ReturnType<typeof connectChain>> | null = null;
    const keeper = new ChainKeeper(local, () => {
      if (!chain) throw new Error('not connected yet');
      return chain.client.getBlockNumber({ cacheTime: 0 });
    });
    chain = await connectChain(local.rpcUrl, true, keeper);
    if (!chain.demo) throw new Error('no demo controls');
    await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);
    const demoTime = new DemoTime(await DemoClock.load(db), chain.demo, db);
    await demoTime.sync();
    const app = await buildApp({
      config,
      db,
      chain,
      deployment,
      webDistDir: join(dataDir, 'no-dist'),
      logger: false,
      demoTime,
    });
    await app.ready();
    await openLedger(app.money);
    return {
      app,
      config,
      chain,
      demoTime,
      async stop() {
        await app.close();
        await local.stop();
      },
    };
  } catch (error) {
    await local.stop();
    throw error;
  }
}
