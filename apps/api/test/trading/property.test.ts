import type { SwapQuote } from '@xbond/shared/api/swap';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../helpers/databases';
import { random } from '../helpers/random';
import {
  alice,
  bob,
  carol,
  expectPrizeBooks,
  fileChain,
  operator,
  type TradingApp,
  trader,
  tradingApp,
} from '../helpers/trading';

const STEPS = 400;
const ASSETS = ['X', 'USDD', 'TNB'] as const;
const HOUR = 3_600_000;

/** The refusals a random step may meet; anything else is a bug. */
const EXPECTED = new Set<ErrorName>([
  'insufficientBalance',
  'swapAmountInvalid',
  'swapSlippageExceeded',
  'turboNotActivated',
  'turboAlreadyActivated',
  'turboClaimTooMuch',
  'prizeExpired',
]);
const refusal = (code: number) =>
  (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);

const chain = fileChain();

describe.each(databases())('trading under random steps on $name', (database) => {
  let t: TradingApp;
  let users: Awaited<ReturnType<typeof trader>>[];

  beforeAll(async () => {
    // A treasury with little inventory, so swaps queue, fill on top-ups and opposite swaps.
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T09:30:00Z',
      treasury: { X: '102000', USDD: '102000', TNB: '2000' },
    });
    users = [];
    for (const who of [alice, bob, carol]) {
      users.push(await trader(t, who, { X: '40000', USDD: '20000', TNB: '50000' }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every ledger, queue and prize invariant that must hold after any step. */
  async function expectInvariants() {
    const sums = await t.db.query<{ asset: string; total: string; lowest: string }>(
      `SELECT asset, SUM(balance)::text AS total,
         MIN(balance) FILTER (WHERE owner_type <> 'external')::text AS lowest
       FROM ledger_accounts GROUP BY asset`,
    );
    for (const s of sums) {
      expect(s.total, `double entry of ${s.asset}`).toBe('0');
      expect(BigInt(s.lowest) >= 0n, `no negative ${s.asset}`).toBe(true);
    }
    // What each user holds for swaps is exactly their Pending Exchange swaps' inputs.
    const held = await t.db.query(
      `WITH pending AS (
         SELECT user_id::text AS owner_id, from_asset AS asset, SUM(amount) AS amount
         FROM swaps WHERE status = 'pending' GROUP BY user_id, from_asset
       ), held AS (
         SELECT owner_id, asset, balance AS amount FROM ledger_accounts
         WHERE kind = 'swap_held' AND balance <> 0
       )
       SELECT * FROM pending FULL JOIN held USING (owner_id, asset)
       WHERE pending.amount IS DISTINCT FROM held.amount`,
    );
    expect(held).toEqual([]);
    await expectPrizeBooks(t.db);
  }

  it(`keeps every balance, the queue and the prize pool consistent over ${STEPS} steps`, async () => {
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    /** One of the user's pending swaps or claimable prizes, at random. */
    const ownRow = async (table: 'swaps' | 'prizes', status: string, address: string) => {
      const rows = await t.db.query<{ id: string }>(
        `SELECT r.id FROM ${table} r JOIN users u ON u.id = r.user_id
         WHERE u.address = $1 AND r.status = $2`,
        [address.toLowerCase(), status],
      );
      return rows.length ? String(pick(rows).id) : null;
    };
    const settle = {
      cancel: ['swaps', 'pending', '/api/v2/swap/cancel'],
      prize: ['prizes', 'claimable', '/api/v2/prize/claim'],
    } as const;

    for (let step = 0; step < STEPS; step++) {
      const i = Math.floor(next() * users.length);
      const u = users[i] as (typeof users)[number];
      const address = ([alice, bob, carol][i] as typeof alice).address;
      const action = pick([
        'swap',
        'swap',
        'swap',
        'cancel',
        'unstake',
        'activate',
        'claim',
        'prize',
        'topup',
        'advance',
      ]);
      let res: { code: number; msg: string } = { code: 1, msg: '' };
      if (action === 'swap') {
        const from = pick(ASSETS);
        const to = pick(ASSETS.filter((a) => a !== from));
        const amount = (Math.floor(next() * 300_000) / 100).toFixed(2);
        const q = await u.get('/api/v2/swap/quote', { from, to, amount });
        if (q.code === 1) {
          const out = Number((q.data as SwapQuote).amountOut);
          // Now and then a quote the price cannot honour: the exchange is refused.
          const quotedOut = next() < 0.1 ? (out * 1.2).toFixed(6) : (q.data as SwapQuote).amountOut;
          const slippageBps = 10 + Math.floor(next() * 491);
          res = await u.post('/api/v2/swap/exchange', { from, to, amount, quotedOut, slippageBps });
        } else res = q;
      } else if (action === 'cancel' || action === 'prize') {
        const [table, status, url] = settle[action];
        const id = await ownRow(table, status, address);
        if (!id) continue;
        res = await u.post(url, { id });
      } else if (action === 'unstake') {
        const amount = String(10 + Math.floor(next() * 500));
        res = await u.post('/api/v2/pledge/current/stake', { amount });
        if (res.code === 1) res = await u.post('/api/v2/pledge/current/unstake', { amount });
      } else if (action === 'activate') {
        res = await u.post('/api/v2/turbo/activate');
      } else if (action === 'claim') {
        res = await u.post('/api/v2/turbo/claim', { amount: String(1 + Math.floor(next() * 300)) });
      } else if (action === 'topup') {
        await t.deposit(operator, pick(ASSETS), String(100 + Math.floor(next() * 5000)));
      } else {
        // Mostly within the day; now and then past a week's end or a prize's expiry.
        const r = next();
        const hours = r < 0.9 ? 1 + Math.floor(next() * 6) : r < 0.97 ? 170 : 24 * 31;
        await t.advance(hours * HOUR);
      }
      if (res.code === 1) count(action);
      else {
        const name = refusal(res.code);
        expect(name && EXPECTED.has(name), `${action}: ${res.msg}`).toBe(true);
        count(name as string);
      }
      await expectInvariants();
    }
    // The run reached the states worth checking.
    for (const what of ['swap', 'cancel', 'activate', 'claim', 'prize', 'advance']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    const [states] = await t.db.query<{ filled_late: string; expired: string; released: string }>(
      `SELECT
         (SELECT count(*) FROM swaps
          WHERE status = 'completed' AND settled_at > created_at)::text AS filled_late,
         (SELECT count(*) FROM prizes WHERE status = 'expired')::text AS expired,
         (SELECT count(*) FROM ledger_operations WHERE type = 'turbo_release')::text AS released`,
    );
    expect(Number(states?.filled_late), 'pending swaps filled later').toBeGreaterThan(0);
    expect(Number(states?.expired), 'expired prizes').toBeGreaterThan(0);
    expect(Number(states?.released), 'turbine releases').toBeGreaterThan(0);
    await t.m.expectConserved();
    // Hundreds of steps with their settlements: longer than one API call's budget.
  }, 180_000);
});
