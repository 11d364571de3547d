import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { AppError } from '../../src/errors';
import { systemBalance } from '../../src/ledger/balances';
import { claimFixedReward } from '../../src/pledge/claim';
import type { PledgeContext } from '../../src/pledge/context';
import { createFixedOrder } from '../../src/pledge/create';
import { changeFlexible } from '../../src/pledge/flexible';
import { repledge } from '../../src/pledge/repledge';
import type { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import type { MoneyApp } from '../helpers/money';
import { fundedUser, pledgeApp } from '../helpers/pledge';
import { random } from '../helpers/random';
import { account } from '../helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 8 operator, 1 and 2 users.
const operator = account(8);
const users = [account(1), account(2)];

const STEPS = 500;
const TERMS = [30, 90, 180, 360];

/** The refusals a random step may meet; anything else is a bug. */
const EXPECTED = new Set([
  'insufficientBalance',
  'pledgeBelowMinimum',
  'pledgeLimitExceeded',
  'pledgeNothingToClaim',
  'pledgeOrderNotMatured',
  'pledgeOrderRepledged',
]);

describe.each(databases())('staking under random steps on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  let ctx: PledgeContext;
  let ids: string[];
  let pool0: bigint;

  beforeAll(async () => {
    // A small pool, so the run also meets pro-rata days and an empty pool.
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
      REWARD_POOL_FUNDING: '40',
      PLEDGE_LIMIT: '4000',
    }));
    ctx = { money: m.app.money, settings: m.config.pledge };
    for (const user of users) await fundedUser(m, user, '20000');
    const rows = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
    ids = rows.map((r) => String(r.id)).slice(-users.length);
    pool0 = await systemBalance(db, 'reward_pool', 'X');
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  /** Every ledger and staking invariant that must hold after any step. */
  async function expectInvariants() {
    const sums = await db.query<{ asset: string; total: string }>(
      'SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset',
    );
    for (const s of sums) expect(s.total, `double entry of ${s.asset}`).toBe('0');
    const [row] = await db.query<{ paid: string | null }>(
      'SELECT SUM(paid)::text AS paid FROM earnings',
    );
    // The pool paid exactly what the earnings say, and never more than it held.
    const pool = await systemBalance(db, 'reward_pool', 'X');
    expect(pool).toBe(pool0 - BigInt(row?.paid ?? 0));
    expect(pool >= 0n).toBe(true);
    const mismatches = await db.query(
      `WITH staking AS (
         SELECT u.id,
           (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE user_id = u.id) AS flexible,
           (SELECT COALESCE(SUM(amount), 0) FROM fixed_orders
            WHERE user_id = u.id AND status = 'active') AS fixed,
           (SELECT COALESCE(SUM(released - claimed), 0) FROM fixed_orders WHERE user_id = u.id)
             AS reward
         FROM users u
       ), ledger AS (
         SELECT owner_id::bigint AS id,
           SUM(balance) FILTER (WHERE kind = 'flexible_principal') AS flexible,
           SUM(balance) FILTER (WHERE kind = 'fixed_principal') AS fixed,
           SUM(balance) FILTER (WHERE kind = 'fixed_reward') AS reward,
           MIN(balance) AS lowest
         FROM ledger_accounts WHERE owner_type = 'user' GROUP BY owner_id
       )
       SELECT s.id FROM staking s JOIN ledger l USING (id)
       WHERE s.flexible <> COALESCE(l.flexible, 0) OR s.fixed <> COALESCE(l.fixed, 0)
         OR s.reward <> COALESCE(l.reward, 0) OR l.lowest < 0`,
    );
    expect(mismatches).toEqual([]);
  }

  it(`keeps every balance, the pool and the staking rows consistent over ${STEPS} steps`, async () => {
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const amount = () => (Math.floor(next() * 40_000) / 100).toFixed(2);
    const orderOf = async (userId: string) => {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM fixed_orders WHERE user_id = $1',
        [userId],
      );
      return rows.length ? String(pick(rows).id) : null;
    };
    const seen = new Map<string, number>();
    for (let step = 0; step < STEPS; step++) {
      const userId = pick(ids);
      const action = pick(['stake', 'unstake', 'create', 'claim', 'repledge', 'advance']);
      try {
        if (action === 'stake' || action === 'unstake') {
          await changeFlexible(ctx, userId, action, amount(), undefined);
        } else if (action === 'create') {
          await createFixedOrder(ctx, userId, { amount: amount(), days: pick(TERMS) }, undefined);
        } else if (action === 'advance') {
          clock.set(
            new Date(clock.now().getTime() + Math.ceil(next() * 60) * 3_600_000).toISOString(),
          );
          const tick = await m.app.jobs.tick();
          expect(tick.failed).toBeUndefined();
        } else {
          const orderId = await orderOf(userId);
          if (!orderId) continue;
          if (action === 'claim') await claimFixedReward(ctx, userId, orderId, undefined);
          else await repledge(ctx, userId, { orderId, days: pick(TERMS) }, undefined);
        }
        seen.set(action, (seen.get(action) ?? 0) + 1);
      } catch (error) {
        if (!(error instanceof AppError) || !EXPECTED.has(error.error)) throw error;
        seen.set(error.error, (seen.get(error.error) ?? 0) + 1);
      }
      await expectInvariants();
    }
    // The run reached the states worth checking: payouts, maturities, repledges, a short pool.
    for (const what of ['stake', 'unstake', 'create', 'claim', 'repledge', 'advance']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    const [short] = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM earnings WHERE shortfall > 0',
    );
    expect(Number(short?.n)).toBeGreaterThan(0);
    await m.expectConserved();
    // Hundreds of steps with their settlements: longer than one API call's budget.
  }, 180_000);
});
