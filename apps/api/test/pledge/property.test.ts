import { ERRORS, type ErrorName } from '@xbond/shared/errors';
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
import { call, type MoneyApp, sendToken, units } from '../helpers/money';
import { fundedUser, pledgeApp } from '../helpers/pledge';
import { random } from '../helpers/random';
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
const TERMS = [30, 90, 180, 360];
const PARTS = ['both', 'principal', 'reward'] as const;
const BOND_TERMS = [5, 15, 30];
const FLOW_TERMS = [30, 60, 90];
const ACTIONS = [
  ...['stake', 'unstake', 'create', 'claim', 'repledge', 'insure'],
  ...['buy', 'bondClaim', 'donate', 'flowClaim', 'redeem'],
  'advance',
] as const;

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

describe.each(databases())(
  'staking, insurance and bonds under random steps on $name',
  (database) => {
    let db: Db;
    let close: () => Promise<void>;
    let clock: ReturnType<typeof manualClock>;
    let m: MoneyApp;
    let ctx: PledgeContext;
    let reserve: ReserveBondContext;
    let liquidity: LiquidityBondContext;
    let ids: string[];
    let auths: Map<string, string>;
    let pool0: bigint;
    let insurancePool0: bigint;
    /** Every asset's external account: no step moves money in or out of the Vault. */
    let external0: { asset: string; balance: string }[];

    beforeAll(async () => {
      // Small pools, so the run also meets pro-rata days and epochs and empty pools; a small bond
      // capacity, so it also sells out; a 50% guarantee at a steady price, so matured policies are
      // owed payouts the insurance pool cannot all cover.
      ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
        REWARD_POOL_FUNDING: '40',
        PLEDGE_LIMIT: '4000',
        BOND_DAILY_CAPACITY: '3000',
        INSURANCE_POOL_FUNDING: '30',
        INSURANCE_MIN_RETURN_BPS: '5000',
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
      const tokens: string[] = [];
      for (const user of users) {
        tokens.push(await fundedUser(m, user, '20000'));
        await sendToken(user, m.tokens.USDD, m.deployment.vault, units('20000'));
        await sendToken(user, m.tokens.LP, m.deployment.vault, units('500'));
      }
      await m.app.watcher.tick();
      const rows = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
      ids = rows.map((r) => String(r.id)).slice(-users.length);
      auths = new Map(ids.map((id, i) => [id, tokens[i] as string]));
      pool0 = await systemBalance(db, 'reward_pool', 'X');
      insurancePool0 = await systemBalance(db, 'insurance_pool', 'USDD');
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
    async function insure(userId: string, orderId: string, next: () => number) {
      const body = {
        orderId,
        currency: next() < 0.5 ? 'USDD' : 'X',
        amount: (Math.floor(next() * 200_000) / 100).toFixed(2),
        agree: next() < 0.9,
      };
      const auth = auths.get(userId) as string;
      const refused = errorOf(
        (await call(m.app, auth, 'POST', '/api/v2/insurance/buy', body)).code,
      );
      if (refused && !EXPECTED.has(refused)) throw new Error(`insure refused: ${refused}`);
      return refused;
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

    it(`keeps every balance, the pools, the staking, policy and bond rows consistent over ${STEPS} steps`, async () => {
      if (process.env.PROPERTY_SEED) console.info(`property test: seed ${SEED}`);
      const next = random(SEED);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      const amount = () => (Math.floor(next() * 40_000) / 100).toFixed(2);
      const rowOf = async (
        table: 'fixed_orders' | 'bond_orders' | 'flow_bonds',
        userId: string,
        status?: string,
      ) => {
        const rows = await db.query<{ id: string }>(
          `SELECT id FROM ${table} WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)`,
          [userId, status ?? null],
        );
        return rows.length ? String(pick(rows).id) : null;
      };
      const seen = new Map<string, number>();
      const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
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
          const orderId = await rowOf(
            'fixed_orders',
            userId,
            action === 'insure' ? 'active' : undefined,
          );
          if (!orderId) return false;
          if (action === 'claim') await claimFixedReward(ctx, userId, orderId, undefined);
          else if (action === 'repledge') {
            const body = { orderId, days: pick(TERMS), parts: pick(PARTS) };
            await repledge(ctx, userId, body, undefined);
          } else {
            // Refused through the API: counted by its name, as a thrown refusal is.
            const refused = await insure(userId, orderId, next);
            if (refused) {
              count(refused);
              return false;
            }
          }
        }
        return true;
      };
      for (let step = 0; step < STEPS; step++) {
        const userId = pick(ids);
        const action = pick(ACTIONS);
        try {
          const acted =
            (await bondStep(action, userId, { pick, amount, rowOf })) ??
            (await stakingStep(action, userId));
          if (acted) count(action);
        } catch (error) {
          if (!(error instanceof AppError) || !EXPECTED.has(error.error)) throw error;
          count(error.error);
        }
        await expectInvariants();
      }
      // The run reached the states worth checking: payouts, maturities, repledges, bonds vested
      // and released, redemptions, a short pool for the days and for the epochs.
      for (const what of [...ACTIONS, 'bondSoldOut', 'flowbondRedeemed']) {
        expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
      }
      const [short] = await db.query<{
        days: string;
        epochs: string;
        vested: string;
        policies: string;
        paid: string;
      }>(
        `SELECT (SELECT count(*) FROM earnings WHERE shortfall > 0)::text AS days,
         (SELECT count(*) FROM bond_orders WHERE shortfall > 0)::text AS epochs,
         (SELECT count(*) FROM bond_orders WHERE status = 'vested')::text AS vested,
         (SELECT count(*) FROM insurance_policies WHERE shortfall > 0)::text AS policies,
         (SELECT count(*) FROM insurance_policies WHERE payout > 0)::text AS paid`,
      );
      for (const [what, n] of Object.entries(short ?? {}))
        expect(Number(n), what).toBeGreaterThan(0);
      await m.expectConserved();
      // Thousands of steps, each checked against the whole ledger: longer than a usual test.
    }, 900_000);
  },
);
