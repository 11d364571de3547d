import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { openPglite } from '../../src/db/pglite';
import { assignSuspense, listSuspense, returnSuspense } from '../../src/deposits/suspense';
import { systemBalance } from '../../src/ledger/balances';
import { tempDataDir } from '../helpers/app';
import { manualClock } from '../helpers/clock';
import { databases, migratedPgliteAt } from '../helpers/databases';
import { call, type MoneyApp, units } from '../helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '../helpers/own-chain';
import { transfer } from '../helpers/product';
import { runScript } from '../helpers/scripts';

// A chain of its own: its dev accounts are free to send without racing other files.
const chain = ownChain();
const [alice, stranger] = [ownAccount(1), ownAccount(3)];
const clock = manualClock('2026-11-25T10:00:00Z');

/** A transfer from an address no user has, read by the watcher: held in suspense. */
async function strangerDeposit(m: MoneyApp, amount: string): Promise<string> {
  await transfer(chain.rpcUrl, stranger, m.deployment.tokens.X.address, m.deployment.vault, amount);
  expect((await m.app.watcher.tick()).deposits).toBe(1);
  const held = (await listSuspense(m.app.money.db)).filter((d) => d.decision === null);
  const last = held.at(-1);
  if (!last) throw new Error('no deposit held in suspense');
  return last.id;
}

const available = async (m: MoneyApp, auth: string) => {
  const data = (await call(m.app, auth, 'GET', '/api/v2/user/wallet')).data as {
    balances: { asset: string; available: string }[];
  };
  return data.balances.find((b) => b.asset === 'X')?.available;
};

describe.each(databases())('deposits held in suspense on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let aliceAuth: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await ownMoneyApp(db, chain, clock);
    aliceAuth = await m.login(alice);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  it('assigns a held deposit to a user once, as a record of theirs', async () => {
    const id = await strangerDeposit(m, '40');
    const [held] = (await listSuspense(db)).filter((d) => d.id === id);
    expect(held).toMatchObject({ asset: 'X', amount: units('40'), decision: null });
    expect(held?.from).toBe(stranger.address.toLowerCase());
    const before = await systemBalance(db, 'suspense', 'X');

    const first = await assignSuspense(m.app.money.ledger, id, alice.address);
    expect(first.moved).toBe(true);
    expect(await available(m, aliceAuth)).toBe('40');
    expect(await systemBalance(db, 'suspense', 'X')).toBe(before - units('40'));

    // Idempotent: the same decision again moves nothing.
    const again = await assignSuspense(m.app.money.ledger, id, alice.address);
    expect(again).toMatchObject({ moved: false, operationId: first.operationId });
    expect(await available(m, aliceAuth)).toBe('40');

    const records = await call(m.app, aliceAuth, 'GET', '/api/v2/user/financial_detail');
    expect((records.data as { items: object[] }).items).toContainEqual(
      expect.objectContaining({ id: first.operationId, type: 'deposit_assigned', amount: '40' }),
    );
    expect((await listSuspense(db)).find((d) => d.id === id)?.decision).toBe('assigned');
  });

  it('marks a held deposit for return: the treasury takes it; no other decision after', async () => {
    const id = await strangerDeposit(m, '7');
    const treasury = await systemBalance(db, 'treasury', 'X');
    const done = await returnSuspense(m.app.money.ledger, id);
    expect(done.moved).toBe(true);
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury + units('7'));
    expect((await returnSuspense(m.app.money.ledger, id)).moved).toBe(false);
    await expect(assignSuspense(m.app.money.ledger, id, alice.address)).rejects.toThrow(
      /already marked for return/,
    );
  });

  it('refuses an unknown deposit, an unregistered address, a deposit not in suspense', async () => {
    const id = await strangerDeposit(m, '3');
    await expect(returnSuspense(m.app.money.ledger, '999999')).rejects.toThrow(/No deposit/);
    await expect(returnSuspense(m.app.money.ledger, '1; DROP')).rejects.toThrow(/Not a deposit/);
    await expect(assignSuspense(m.app.money.ledger, id, stranger.address)).rejects.toThrow(
      /No user has registered/,
    );
    await transfer(chain.rpcUrl, alice, m.deployment.tokens.X.address, m.deployment.vault, '1');
    await m.app.watcher.tick();
    const plain = await db.query<{ id: string }>(
      `SELECT id FROM chain_events WHERE disposition = 'plain' ORDER BY id DESC LIMIT 1`,
    );
    await expect(returnSuspense(m.app.money.ledger, String(plain[0]?.id))).rejects.toThrow(
      /No deposit/,
    );
    expect((await listSuspense(db)).find((d) => d.id === id)?.decision).toBeNull();
  });
});

/** Runs `npm run suspense`'s script on the embedded database in `dataDir`. */
const suspense = (dataDir: string, ...args: string[]) =>
  runScript('suspense', { DATA_DIR: dataDir }, args);

describe('npm run suspense (embedded database)', () => {
  it('lists the held deposits and assigns one', async () => {
    const dataDir = tempDataDir();
    let db = await migratedPgliteAt(join(dataDir, 'pglite'));
    const m = await ownMoneyApp(db, chain, clock);
    await m.login(alice);
    const id = await strangerDeposit(m, '12');
    await m.app.close();
    await db.close();

    const list = await suspense(dataDir, 'list');
    expect(list.code, list.out).toBe(0);
    expect(list.out).toMatch(new RegExp(`${id}\\s+X\\s+12000000000000000000\\s+0x`));
    expect(list.out).toContain('held');
    expect((await suspense(dataDir, 'assign', id)).code).toBe(1);
    const assign = await suspense(dataDir, 'assign', id, alice.address);
    expect(assign.out).toContain(`Deposit ${id}`);
    expect(assign.code, assign.out).toBe(0);

    db = await openPglite(join(dataDir, 'pglite'));
    try {
      expect(await systemBalance(db, 'suspense', 'X')).toBe(0n);
      expect((await listSuspense(db))[0]?.decision).toBe('assigned');
    } finally {
      await db.close();
    }
  });
});
