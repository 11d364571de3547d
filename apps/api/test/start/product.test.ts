import { join } from 'node:path';
import { findFreePort } from '@xbond/contracts/chain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startProduct } from '../../src/start/product';
import { tempDataDir } from '../helpers/app';

/** The start sequence of `npm start`, the browser tests and the benchmarks. */
describe('startProduct', () => {
  it('starts everything on one URL, stops it all, and resets the demo data after a chain restart', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      CHAIN_PORT: String(await findFreePort()),
      LOG_LEVEL: 'silent',
    });
    const lines: string[] = [];
    const options = { log: (l: string) => lines.push(l), webDistDir: join(dataDir, 'no-web') };

    const first = await startProduct(config, options);
    try {
      expect(first.url).toBe(`http://localhost:${config.port}`);
      expect(first.chain).toMatchObject({ local: true, chainId: 31337, status: 'fresh' });
      expect(first.ledger.status).toBe('opened');
      const res = await fetch(`http://127.0.0.1:${config.port}/api/v2/common/system_info`);
      const body = (await res.json()) as { data: { pools: { pool: string }[] } };
      expect(body.data.pools.map((p) => p.pool)).toContain('reward_pool');
    } finally {
      await first.stop();
    }
    await expect(fetch(`http://127.0.0.1:${config.port}/health`)).rejects.toThrow();

    // A new Hardhat node has forgotten the contracts: redeployed, and the embedded data reset.
    const second = await startProduct(config, options);
    try {
      expect(second.chain.status).toBe('reset');
      expect(second.ledger.status).toBe('opened');
      expect(lines.join('\n')).toContain('Resetting the local data to match');
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('stops what it started when interrupted', async () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      PORT: String(await findFreePort()),
      CHAIN_PORT: String(await findFreePort()),
      LOG_LEVEL: 'silent',
    });
    const interrupt = new AbortController();
    const starting = startProduct(config, {
      log: (line) => {
        if (line.startsWith('Starting the local chain')) interrupt.abort(new Error('interrupted'));
      },
      webDistDir: join(config.dataDir, 'no-web'),
      signal: interrupt.signal,
    });
    await expect(starting).rejects.toThrow('interrupted');
    // The chain's port is free again: nothing was left running.
    const probe = await startProduct(config, {
      log: () => {},
      webDistDir: join(config.dataDir, 'no-web'),
    });
    await probe.stop();
  }, 120_000);
});
