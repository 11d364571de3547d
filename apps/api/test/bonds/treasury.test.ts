import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payFromTreasury } from '../../src/bonds/treasury';
import type { Db } from '../../src/db/db';
import { externalAccount, systemAccount, userAccount } from '../../src/ledger/accounts';
import { systemBalance } from '../../src/ledger/balances';
import { Ledger } from '../../src/ledger/ledger';
import { databases } from '../helpers/databases';

/** What a bond sells comes from the treasury's inventory, never from nothing. */
describe.each(databases())('paying a bond from the treasury on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let ledger: Ledger;
  let userId: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ledger = new Ledger(db);
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (address, invite_code) VALUES ('0x${'7'.repeat(40)}', 'TREASURY')
       RETURNING id::text`,
    );
    userId = row?.id ?? '';
    await ledger.execute({
      key: 'test:treasury',
      type: 'treasury_topup',
      postings: [
        { account: externalAccount('X'), amount: -5n },
        { account: systemAccount('treasury', 'X'), amount: 5n },
      ],
    });
  });
  afterAll(async () => {
    await close?.();
  });

  const pay = (key: string, amount: bigint) =>
    ledger.transaction(async (tx) => {
      const op = await tx.begin({ key, type: 'bond_buy', userId });
      await payFromTreasury(tx, op.id, 'X', amount, userAccount(userId, 'X', 'bond_payout'));
    });

  it('refuses what the treasury cannot cover as the treasury’s shortage, moving nothing', async () => {
    await expect(pay('test:short', 6n)).rejects.toMatchObject({ error: 'bondTreasuryShort' });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(5n);
    await pay('test:enough', 5n);
    expect(await systemBalance(db, 'treasury', 'X')).toBe(0n);
  });
});
