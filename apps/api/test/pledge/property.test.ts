import { ERRORS, type ErrorName } from '@xbond/shared/errors';
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
import { call, type MoneyApp, sendToken, units } from '../helpers/money';
import { fundedUser, pledgeApp } from '../helpers/pledge';
import { account } from '../helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 8 operator, 1 and 2 users.
const operator = account(8);
const users = [account(1), account(2)];

// A fixed run in `npm test`; a longer one by PROPERTY_STEPS, another by PROPERTY_SEED
// ('random' picks one and prints it, so a failure can be replayed).
const STEPS = Number(process.env.PROPERTY_STEPS ?? 2000);
const SEED =
  process.env.PROPERTY_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.PROPERTY_SEED ?? 20261123);
const ACTIONS = ['stake', 'unstake', 'create', 'claim', 'repledge', 'insure', 'advance'] as const;
const PARTS = ['both', 'principal', 'reward'] as const;
const TERMS = [30, 90, 180, 360];

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
  'insuranceAgreement',
  'insuranceAlreadyInsured',
  'insuranceAmountTooHigh',
  'insuranceAmountTooLow',
  'insuranceOrderNotActive',
]);

/** The error table's name for an envelope's code (success: null). */
function errorOf(code: number): string | null {
  if (code === 1) return null;
  const name = (Object.keys(ERRORS) as ErrorName[]).find((n) => ERRORS[n].code === code);
  return name ?? `unknown code ${code}`;
}

describe.each(databases())('staking under random steps on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  let ctx: PledgeContext;
  let ids: string[];
  let auths: Map<string, string>;
  let pool0: bigint;
  let insurancePool0: bigint;

  beforeAll(async () => {
    // Small pools, so the run also meets pro-rata days and empty pools; a 50% guarantee at a
    // steady price, so matured policies are owed payouts the insurance pool cannot all cover.
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
      REWARD_POOL_FUNDING: '40',
      INSURANCE_POOL_FUNDING: '30',
      INSURANCE_MIN_RETURN_BPS: '5000',
      PLEDGE_LIMIT: '4000',
    }));
    ctx = { money: m.app.money, settings: m.config.pledge };
    const tokens: string[] = [];
    for (const user of users) {
      tokens.push(await fundedUser(m, user, '20000'));
      await sendToken(user, m.tokens.USDD, m.deployment.vault, units('2000'));
    }
    await m.app.watcher.tick();
    const rows = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
    ids = rows.map((r) => String(r.id)).slice(-users.length);
    auths = new Map(ids.map((id, i) => [id, tokens[i] as string]));
    pool0 = await systemBalance(db, 'reward_pool', 'X');
    insurancePool0 = await systemBalance(db, 'insurance_pool', 'USDD');
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
    // Each insurance pool holds its funding plus premiums less payouts, and never less than 0.
    const flows = await db.query<{ currency: string; net: string }>(
      `SELECT currency, (SUM(premium) - SUM(COALESCE(payout, 0)))::text AS net
       FROM insurance_policies GROUP BY currency`,
    );
    for (const currency of ['USDD', 'X'] as const) {
      const net = BigInt(flows.find((f) => f.currency === currency)?.net ?? 0);
      const start = currency === 'USDD' ? insurancePool0 : 0n;
      const held = await systemBalance(db, 'insurance_pool', currency);
      expect(held, `insurance pool ${currency}`).toBe(start + net);
      expect(held >= 0n).toBe(true);
    }
  }

  /** Insures one of the user's orders through the API, as the insure sheet does. */
  async function insure(
    userId: string,
    orderId: string,
    next: () => number,
  ): Promise<string | null> {
    const body = {
      orderId,
      currency: next() < 0.5 ? 'USDD' : 'X',
      amount: (Math.floor(next() * 200_000) / 100).toFixed(2),
      agree: next() < 0.9,
    };
    const res = await call(
      m.app,
      auths.get(userId) as string,
      'POST',
      '/api/v2/insurance/buy',
      body,
    );
    return errorOf(res.code);
  }

  it(`keeps every balance, the pools and the staking rows consistent over ${STEPS} steps`, async () => {
    if (process.env.PROPERTY_SEED) console.info(`staking property test: seed ${SEED}`);
    const next = random(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const amount = () => (Math.floor(next() * 40_000) / 100).toFixed(2);
    const orderOf = async (userId: string, status?: string) => {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM fixed_orders WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)',
        [userId, status ?? null],
      );
      return rows.length ? String(pick(rows).id) : null;
    };
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    for (let step = 0; step < STEPS; step++) {
      const userId = pick(ids);
      const action = pick(ACTIONS);
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
          const orderId = await orderOf(userId, action === 'insure' ? 'active' : undefined);
          if (!orderId) continue;
          if (action === 'insure') {
            const refused = await insure(userId, orderId, next);
            if (refused && !EXPECTED.has(refused)) throw new Error(`insure refused: ${refused}`);
            count(refused ?? action);
            await expectInvariants();
            continue;
          }
          if (action === 'claim') await claimFixedReward(ctx, userId, orderId, undefined);
          else {
            const body = { orderId, days: pick(TERMS), parts: pick(PARTS) };
            await repledge(ctx, userId, body, undefined);
          }
        }
        count(action);
      } catch (error) {
        if (!(error instanceof AppError) || !EXPECTED.has(error.error)) throw error;
        count(error.error);
      }
      await expectInvariants();
    }
    // The run reached the states worth checking: payouts, maturities, repledges, policies
    // paid out, and both pools short.
    for (const what of ACTIONS) expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    const [short] = await db.query<{ rewards: string; policies: string; paid: string }>(
      `SELECT (SELECT count(*) FROM earnings WHERE shortfall > 0)::text AS rewards,
         (SELECT count(*) FROM insurance_policies WHERE shortfall > 0)::text AS policies,
         (SELECT count(*) FROM insurance_policies WHERE payout > 0)::text AS paid`,
    );
    expect(Number(short?.rewards)).toBeGreaterThan(0);
    expect(Number(short?.policies)).toBeGreaterThan(0);
    expect(Number(short?.paid)).toBeGreaterThan(0);
    await m.expectConserved();
  }, 600_000);
});
