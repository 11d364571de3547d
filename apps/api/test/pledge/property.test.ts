import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityBondContext, ReserveBondContext } from '../../src/bonds/context';
import type { Db } from '../../src/db/db';
import { AppError } from '../../src/errors';
import { systemBalance } from '../../src/ledger/balances';
import { claimFlowBond } from '../../src/liquidityBond/claim';
import { donate } from '../../src/liquidityBond/donate';
import { redeemFlowBond } from '../../src/liquidityBond/redeem';
import { MarketPrices } from '../../src/market/prices';
import { claimFixedReward } from '../../src/pledge/claim';
import type { PledgeContext } from '../../src/pledge/context';
import { createFixedOrder } from '../../src/pledge/create';
import { changeFlexible } from '../../src/pledge/flexible';
import { repledge } from '../../src/pledge/repledge';
import { buyBond } from '../../src/reserveBond/buy';
import { claimBond } from '../../src/reserveBond/claim';
import type { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { type MoneyApp, sendToken, units } from '../helpers/money';
import { fundedUser, pledgeApp } from '../helpers/pledge';
import { account } from '../helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 8 operator, 1 and 2 users.
const operator = account(8);
const users = [account(1), account(2)];

const STEPS = 800;
const TERMS = [30, 90, 180, 360];
const BOND_TERMS = [5, 15, 30];
const FLOW_TERMS = [30, 60, 90];
const ACTIONS = [
  ...['stake', 'unstake', 'create', 'claim', 'repledge'],
  ...['buy', 'bondClaim', 'donate', 'flowClaim', 'redeem'],
  'advance',
] as const;

/** A small seeded generator (mulberry32): a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The refusals a random step may meet; anything else is a bug. */
const EXPECTED = new Set([
  'insufficientBalance',
  'pledgeBelowMinimum',
  'pledgeLimitExceeded',
  'pledgeNothingToClaim',
  'pledgeOrderNotMatured',
  'pledgeOrderRepledged',
  'bondBelowMinimum',
  'bondSoldOut',
  'bondNothingToClaim',
  'bondTreasuryShort',
  'flowbondRedeemed',
  'flowbondEnded',
]);

describe.each(databases())('staking and bonds under random steps on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  let ctx: PledgeContext;
  let reserve: ReserveBondContext;
  let liquidity: LiquidityBondContext;
  let ids: string[];
  let pool0: bigint;
  /** Every asset's external account: no step moves money in or out of the Vault. */
  let external0: { asset: string; balance: string }[];

  beforeAll(async () => {
    // A small pool, so the run also meets pro-rata days and epochs and an empty pool; a small
    // bond capacity, so it also sells out.
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
      REWARD_POOL_FUNDING: '40',
      PLEDGE_LIMIT: '4000',
      BOND_DAILY_CAPACITY: '3000',
    }));
    const { money } = m.app;
    ctx = { money, settings: m.config.pledge };
    const market = new MarketPrices({
      ...m.config.market,
      client: money.client,
      book: money.book,
      pairs: m.deployment.pairs,
      clock,
      log: { warn() {} },
    });
    reserve = { money, market, settings: m.config.reserveBond };
    liquidity = { money, market, settings: m.config.liquidityBond };
    for (const user of users) {
      await fundedUser(m, user, '20000');
      await sendToken(user, m.tokens.USDD, m.deployment.vault, units('20000'));
      await sendToken(user, m.tokens.LP, m.deployment.vault, units('500'));
    }
    await m.app.watcher.tick();
    const rows = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
    ids = rows.map((r) => String(r.id)).slice(-users.length);
    pool0 = await systemBalance(db, 'reward_pool', 'X');
    external0 = await externals();
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  const externals = () =>
    db.query<{ asset: string; balance: string }>(
      `SELECT asset, balance::text FROM ledger_accounts WHERE owner_type = 'external'
       ORDER BY asset`,
    );

  /** Every ledger, staking and bond invariant that must hold after any step. */
  async function expectInvariants() {
    const sums = await db.query<{ asset: string; total: string }>(
      'SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset',
    );
    for (const s of sums) expect(s.total, `double entry of ${s.asset}`).toBe('0');
    // Conservation: with double entry, an unchanged outside world means the ledger still
    // holds exactly what the Vault does (checked against the chain at the end).
    expect(await externals()).toEqual(external0);
    const [row] = await db.query<{ paid: string | null; rebased: string | null }>(
      `SELECT (SELECT SUM(paid) FROM earnings)::text AS paid,
         (SELECT SUM(rebased) FROM bond_orders)::text AS rebased`,
    );
    // The pool paid exactly the rewards and the rebases recorded, never more than it held.
    const pool = await systemBalance(db, 'reward_pool', 'X');
    expect(pool).toBe(pool0 - BigInt(row?.paid ?? 0) - BigInt(row?.rebased ?? 0));
    expect(pool >= 0n).toBe(true);
    const mismatches = await db.query(
      `WITH staking AS (
         SELECT u.id,
           (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE user_id = u.id) AS flexible,
           (SELECT COALESCE(SUM(amount), 0) FROM fixed_orders
            WHERE user_id = u.id AND status = 'active') AS fixed,
           (SELECT COALESCE(SUM(released - claimed), 0) FROM fixed_orders WHERE user_id = u.id)
             AS reward,
           (SELECT COALESCE(SUM(payout + rebased - claimed), 0) FROM bond_orders
            WHERE user_id = u.id) AS bond,
           -- A liquidity bond owes what it released and did not pay yet, and, unless redeemed,
           -- what it has still to release.
           (SELECT COALESCE(SUM(principal_released - principal_claimed
              + CASE WHEN status = 'redeemed' THEN 0 ELSE principal - principal_released END), 0)
            FROM flow_bonds WHERE user_id = u.id) AS flow_lp,
           (SELECT COALESCE(SUM(interest_released - interest_claimed
              + CASE WHEN status = 'redeemed' THEN 0 ELSE interest - interest_released END), 0)
            FROM flow_bonds WHERE user_id = u.id) AS flow_x
         FROM users u
       ), ledger AS (
         SELECT owner_id::bigint AS id,
           SUM(balance) FILTER (WHERE kind = 'flexible_principal') AS flexible,
           SUM(balance) FILTER (WHERE kind = 'fixed_principal') AS fixed,
           SUM(balance) FILTER (WHERE kind = 'fixed_reward') AS reward,
           SUM(balance) FILTER (WHERE kind = 'bond_payout') AS bond,
           SUM(balance) FILTER (WHERE kind = 'flowbond_payout' AND asset = 'LP') AS flow_lp,
           SUM(balance) FILTER (WHERE kind = 'flowbond_payout' AND asset = 'X') AS flow_x,
           MIN(balance) AS lowest
         FROM ledger_accounts WHERE owner_type = 'user' GROUP BY owner_id
       )
       SELECT s.id FROM staking s JOIN ledger l USING (id)
       WHERE s.flexible <> COALESCE(l.flexible, 0) OR s.fixed <> COALESCE(l.fixed, 0)
         OR s.reward <> COALESCE(l.reward, 0) OR s.bond <> COALESCE(l.bond, 0)
         OR s.flow_lp <> COALESCE(l.flow_lp, 0) OR s.flow_x <> COALESCE(l.flow_x, 0)
         OR l.lowest < 0`,
    );
    expect(mismatches).toEqual([]);
  }

  /**
   * A bond action of the random run: true when done, false when there was nothing to act on,
   * undefined when `action` is not a bond action.
   */
  async function bondStep(
    action: (typeof ACTIONS)[number],
    userId: string,
    r: {
      pick: <T>(list: readonly T[]) => T;
      amount: () => string;
      rowOf: (table: 'bond_orders' | 'flow_bonds', userId: string) => Promise<string | null>;
    },
  ): Promise<boolean | undefined> {
    if (action === 'buy') {
      const body = { amount: r.amount(), days: r.pick(BOND_TERMS), maxPrice: '1' };
      await buyBond(reserve, userId, body, undefined);
    } else if (action === 'donate') {
      const body = { amount: (Number(r.amount()) / 8 + 1).toFixed(2), days: r.pick(FLOW_TERMS) };
      await donate(liquidity, userId, body, undefined);
    } else if (action === 'bondClaim') {
      const id = await r.rowOf('bond_orders', userId);
      if (!id) return false;
      await claimBond(reserve, userId, id, undefined);
    } else if (action === 'flowClaim' || action === 'redeem') {
      const id = await r.rowOf('flow_bonds', userId);
      if (!id) return false;
      if (action === 'redeem') await redeemFlowBond(liquidity, userId, id, undefined);
      else await claimFlowBond(liquidity, userId, id, undefined);
    } else return undefined;
    return true;
  }

  it(`keeps every balance, the pool, the staking and bond rows consistent over ${STEPS} steps`, async () => {
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const amount = () => (Math.floor(next() * 40_000) / 100).toFixed(2);
    const rowOf = async (table: 'fixed_orders' | 'bond_orders' | 'flow_bonds', userId: string) => {
      const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE user_id = $1`, [
        userId,
      ]);
      return rows.length ? String(pick(rows).id) : null;
    };
    /** A staking action or a clock advance; false when there was nothing to act on. */
    const stakingStep = async (action: (typeof ACTIONS)[number], userId: string) => {
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
        const orderId = await rowOf('fixed_orders', userId);
        if (!orderId) return false;
        if (action === 'claim') await claimFixedReward(ctx, userId, orderId, undefined);
        else await repledge(ctx, userId, { orderId, days: pick(TERMS) }, undefined);
      }
      return true;
    };
    const seen = new Map<string, number>();
    for (let step = 0; step < STEPS; step++) {
      const userId = pick(ids);
      const action = pick(ACTIONS);
      try {
        const acted =
          (await bondStep(action, userId, { pick, amount, rowOf })) ??
          (await stakingStep(action, userId));
        if (acted) seen.set(action, (seen.get(action) ?? 0) + 1);
      } catch (error) {
        if (!(error instanceof AppError) || !EXPECTED.has(error.error)) throw error;
        seen.set(error.error, (seen.get(error.error) ?? 0) + 1);
      }
      await expectInvariants();
    }
    // The run reached the states worth checking: payouts, maturities, repledges, bonds vested
    // and released, redemptions, a short pool for the days and for the epochs.
    for (const what of [...ACTIONS, 'bondSoldOut', 'flowbondRedeemed']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    const [short] = await db.query<{ days: string; epochs: string; vested: string }>(
      `SELECT (SELECT count(*) FROM earnings WHERE shortfall > 0)::text AS days,
         (SELECT count(*) FROM bond_orders WHERE shortfall > 0)::text AS epochs,
         (SELECT count(*) FROM bond_orders WHERE status = 'vested')::text AS vested`,
    );
    expect(Number(short?.days)).toBeGreaterThan(0);
    expect(Number(short?.epochs)).toBeGreaterThan(0);
    expect(Number(short?.vested)).toBeGreaterThan(0);
    await m.expectConserved();
    // Hundreds of steps, each checked against the whole ledger: longer than a usual test.
  }, 180_000);
});
