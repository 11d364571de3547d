// The records against the ledger after a random history: the property test's world and steps
// (deposits, withdrawals, stakes, orders, bonds, swaps, turbine, prizes, team bonuses, days
// passing), a few hundred of them, then for every user the records and the CSV export of each
// account sum to its balance. The long property run checks the same at its end.

import { RECORD_ACCOUNTS } from '@xbond/shared/values/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { USER_KINDS } from '../../src/ledger/accounts';
import { databases } from '../helpers/databases';
import { expectRecordsMatchLedger } from '../helpers/records';
import { fileChain } from '../helpers/trading';
import { rng } from '../property/rng';
import { pickStep } from '../property/steps';
import { openWorld, type World } from '../property/world';

/** Enough steps for every family to have moved several accounts, cheap enough for CI. */
const STEPS = 300;
const SEED = 20261127;

describe('the records cover every account a user can own', () => {
  it('has a record account, with its labels, for every user account kind of the ledger', () => {
    expect([...RECORD_ACCOUNTS].sort()).toEqual([...USER_KINDS].sort());
  });
});

const chain = fileChain();
describe.each(databases())('records against the ledger on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(chain(), database, rng(SEED), '2026-11-23T09:30:00Z');
  });
  afterAll(async () => {
    await w?.close();
  });

  it(`sum, per account, to each user's balance after ${STEPS} random steps`, async () => {
    for (let n = 0; n < STEPS; n++) {
      const step = pickStep(w.rng.next);
      try {
        await step.run(w, w.rng.pick(w.users));
      } catch (error) {
        // Refusals (too much, too early...) are part of a history; anything else is a bug.
        if (!(error instanceof AppError)) throw error;
      }
    }
    const kinds = await w.db.query<{ kind: string }>(
      `SELECT DISTINCT kind FROM ledger_accounts WHERE owner_type = 'user'`,
    );
    console.info(`records test: user account kinds moved: ${kinds.map((k) => k.kind).join(', ')}`);
    // The history is varied: most of the kinds a user can own have moved.
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const user of w.users) {
      await expectRecordsMatchLedger(w.m.app, w.db, w.m.app.money.book, user.auth, user.id);
    }
  }, 600_000);
});
