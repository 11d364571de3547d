import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCursor } from '../../src/chain/cursor';
import { openPglite } from '../../src/db/pglite';
import { tempDataDir } from '../helpers/app';
import { manualClock } from '../helpers/clock';
import { migratedPgliteAt } from '../helpers/databases';
import { ownChain, ownMoneyApp } from '../helpers/own-chain';
import { runScript } from '../helpers/scripts';

// A chain of its own: the command reads it through CHAIN_PORT, as the local demo's settings say.
const chain = ownChain();

describe('npm run chain-cursor (embedded database)', () => {
  it('shows the cursor, rewinds it, and refuses to move it forward or to a non-number', async () => {
    const dataDir = tempDataDir();
    let db = await migratedPgliteAt(join(dataDir, 'pglite'));
    const m = await ownMoneyApp(db, chain, manualClock('2026-11-25T10:00:00Z'));
    await m.app.watcher.tick();
    const cursor = await readCursor(db);
    if (!cursor) throw new Error('the ledger was opened without a cursor');
    await m.app.close();
    await db.close();
    const env = { DATA_DIR: dataDir, CHAIN_PORT: new URL(chain.rpcUrl).port };
    const cli = (...args: string[]) => runScript('chain-cursor', env, args);

    const show = await cli('show');
    expect(show.out).toContain(`Cursor at block ${cursor.blockNumber} (${cursor.blockHash}`);
    expect(show.out).toContain('The chain holds that block');
    expect(show.code, show.out).toBe(0);

    const forward = await cli('rewind', String(cursor.blockNumber + 1n));
    expect(forward.out).toMatch(/would skip events/);
    expect(forward.code).toBe(1);
    const junk = await cli('rewind', '-3');
    expect(junk.out).toContain('Not a block number: -3');
    expect(junk.code).toBe(1);

    const back = cursor.blockNumber - 1n;
    const rewind = await cli('rewind', String(back));
    expect(rewind.out).toContain(`to block ${back} (0x`);
    expect(rewind.code, rewind.out).toBe(0);
    db = await openPglite(join(dataDir, 'pglite'));
    try {
      expect((await readCursor(db))?.blockNumber).toBe(back);
    } finally {
      await db.close();
    }
  });
});
