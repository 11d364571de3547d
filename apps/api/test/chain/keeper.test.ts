import { join } from 'node:path';
import { type LocalChain, startLocalChain } from '@xbond/contracts/chain';
import { createPublicClient, createTestClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainKeeper } from '../../src/chain/keeper';
import { tempDataDir } from '../helpers/app';
import { eventually } from '../helpers/eventually';

describe('ChainKeeper on a local chain', () => {
  let chain: LocalChain;
  let saves = 0;
  let keeper: ChainKeeper;
  const head = () =>
    createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber({ cacheTime: 0 });
  const mine = (blocks: number) =>
    createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks });

  beforeAll(async () => {
    chain = await startLocalChain({
      port: 0,
      statePath: join(tempDataDir(), 'chain-state.json'),
    });
    // The real chain's save, counted.
    keeper = new ChainKeeper(
      {
        saveState: () => {
          saves++;
          return chain.saveState();
        },
      },
      head,
    );
  });
  afterAll(async () => {
    await keeper?.stop();
    await chain?.stop();
  });

  it('saves before answering a block that is not durable yet, and never answers past the save', async () => {
    await mine(3);
    const tip = await head();
    saves = 0;
    expect(await keeper.durable(tip)).toBe(tip);
    expect(saves).toBe(1);
    // Already durable: no save.
    expect(await keeper.durable(tip - 1n)).toBe(tip - 1n);
    expect(saves).toBe(1);
    // A block that does not exist yet is answered with the newest durable one.
    expect(await keeper.durable(tip + 100n)).toBe(tip);
  });

  it('shares one save among callers arriving together', async () => {
    await mine(2);
    const tip = await head();
    saves = 0;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => keeper.durable(tip)));
    expect(answers).toEqual([tip, tip, tip, tip, tip]);
    expect(saves).toBe(1);
  });

  it('saves on its timer only when the chain has new blocks', async () => {
    saves = 0;
    keeper.start(50, { error: () => {} });
    await new Promise((r) => setTimeout(r, 300));
    expect(saves).toBe(0);
    await mine(1);
    const tip = await head();
    await eventually(async () => expect(saves).toBeGreaterThanOrEqual(1));
    expect(await keeper.durable(tip)).toBe(tip);
    await keeper.stop();
  });
});
