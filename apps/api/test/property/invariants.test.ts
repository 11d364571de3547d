import { describe, expect, it } from 'vitest';
import { databases } from '../helpers/databases';
import { StepCheck } from './invariants';

const account = (owner: string, balance: string) =>
  `INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
   VALUES ('system', '${owner}', 'X', 'pool', ${balance})`;

// The property test's step check must see what a refused step changed, without reading every
// account: a test of the checker itself, on each database.
for (const database of databases()) {
  describe(`the property test's step check on ${database.name}`, () => {
    it('lets a refused step pass that changed nothing, and catches one that changed a balance', async () => {
      const { db, close } = await database.open();
      try {
        await db.exec(account('check_a', '5'));
        const check = new StepCheck(db);
        await check.start();
        // An account opened empty is no change.
        await db.exec(account('check_b', '0'));
        await check.after('opening an empty account', true);
        await db.exec(
          "UPDATE ledger_accounts SET balance = balance - 1 WHERE owner_id = 'check_a'",
        );
        await expect(check.after('a change without a posting', true)).rejects.toThrow(
          'a change without a posting was refused but a balance changed',
        );
        // Checked once: the next step starts clean.
        await check.after('the step after', true);
      } finally {
        await close();
      }
    });
  });
}
