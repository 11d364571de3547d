import { PRIZE_PERIODS } from '@xbond/shared/values/prize';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { JobRunner } from '../../src/jobs/runner';
import { externalAccount, systemAccount } from '../../src/ledger/accounts';
import type { MoneyContext } from '../../src/ledger/context';
import { Ledger } from '../../src/ledger/ledger';
import { prizeAccrual } from '../../src/prize/accrue';
import { prizeJob } from '../../src/prize/settle';
import type { TradingContext } from '../../src/trading/context';
import type { PrizeSettings } from '../../src/trading/prize-settings';
import { manualClock } from '../helpers/clock';
import { databases, type TestDatabase } from '../helpers/databases';
import { random } from '../helpers/random';

const HOUR = 3_600_000;
const UNIT = 10n ** 18n;
/** A Monday, the 1st of June: ten weeks and two months end in the run. */
const START = Date.parse('2026-06-01T00:30:00Z');
const SPAN_HOURS = 70 * 24;
const TRADERS = 12;
const SETTINGS: PrizeSettings = {
  splitBps: { hour: 2000, week: 3000, month: 5000 },
  sharesBps: {
    hour: [5000, 3000, 2000],
    week: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
    month: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
  },
  claimDays: 30,
  rankingSize: 10,
};

interface Fill {
  at: number;
  trader: number;
  volume: bigint;
  prize: bigint;
}

/**
 * Fills in a few busy hours among many quiet ones: volumes from a short list (ties), prize
 * shares with odd base units (rounding) and some of none (a fill's share can round to nothing).
 */
function randomFills(seed: number): Fill[] {
  const next = random(seed);
  const busy = Array.from({ length: 25 }, () => Math.floor(next() * SPAN_HOURS));
  return Array.from({ length: 120 }, () => ({
    at: START + (busy[Math.floor(next() * busy.length)] as number) * HOUR + next() * HOUR * 0.9,
    trader: Math.floor(next() * TRADERS),
    volume: ([1000n, 2000n, 5000n][Math.floor(next() * 3)] as bigint) * UNIT,
    prize: next() < 0.15 ? 0n : BigInt(Math.floor(next() * 1e9)) * 1_000_003n,
  })).sort((a, b) => a.at - b.at);
}

/** A database with traders, a funded treasury and the three prize jobs on a hand-moved clock. */
async function prizeWorld(database: TestDatabase) {
  const { db, close } = await database.open();
  const clock = manualClock(new Date(START).toISOString());
  const ledger = new Ledger(db);
  const money = { db, ledger, clock } as Pick<MoneyContext, 'db' | 'ledger' | 'clock'>;
  const ctx = {
    money: money as MoneyContext,
    prize: SETTINGS,
    settingsAt: () => ({ prize: SETTINGS }),
  } as unknown as TradingContext;
  await db.query(
    `INSERT INTO users (address, invite_code)
     SELECT '0x' || lpad(to_hex(g), 40, '0'), 'PRIZE' || g FROM generate_series(1, $1) g`,
    [TRADERS],
  );
  const users = (await db.query<{ id: string }>('SELECT id FROM users ORDER BY id')).map((r) =>
    String(r.id),
  );
  await ledger.execute({
    key: 'treasury',
    type: 'treasury_topup',
    postings: [
      { account: externalAccount('USDD'), amount: -(10n ** 30n) },
      { account: systemAccount('treasury', 'USDD'), amount: 10n ** 30n },
    ],
  });
  const runner = new JobRunner({
    db,
    clock,
    jobs: PRIZE_PERIODS.map((kind) => prizeJob(ctx, kind)),
    sweeps: [],
    log: { info() {}, error() {} },
    intervalMs: HOUR,
  });
  await runner.tick();
  return {
    db,
    close,
    /** A swap's fill as a fill pass books it: the prize share from the treasury to the pots. */
    async fill(f: Fill, i: number) {
      await ledger.transaction(async (tx) => {
        const userId = users[f.trader] as string;
        const at = new Date(f.at);
        const accrual = prizeAccrual(SETTINGS, at, [{ userId, volume: f.volume, prize: f.prize }]);
        await tx.q.writeAll(accrual.writes);
        const [pots = []] = accrual.pots;
        if (pots.length === 0) return;
        await tx.execute({
          key: `fill:${i}`,
          type: 'swap',
          postings: [{ account: systemAccount('treasury', 'USDD'), amount: -f.prize }, ...pots],
        });
      });
    },
    async tick(at: number) {
      clock.set(new Date(at).toISOString());
      const tick = await runner.tick();
      expect(tick.failed).toBeUndefined();
      return tick;
    },
  };
}

/** Everything a settlement writes, without ids and times of writing. */
async function settled(db: Db) {
  const periods = await db.query(
    `SELECT kind, period_start, fees::text, carried_in::text, awarded::text, carried_out::text,
       settled_at IS NOT NULL AS settled
     FROM prize_periods ORDER BY kind, period_start`,
  );
  const prizes = await db.query(
    `SELECT kind, period_start, rank, user_id::text, volume::text, amount::text, awarded_at,
       expires_at, status FROM prizes ORDER BY kind, period_start, rank`,
  );
  const postings = await db.query(
    `SELECT o.idempotency_key, o.type, a.owner_id, a.kind, p.amount::text
     FROM ledger_postings p JOIN ledger_operations o ON o.id = p.operation_id
     JOIN ledger_accounts a ON a.id = p.account_id
     ORDER BY o.idempotency_key, a.owner_id, a.kind, p.amount`,
  );
  const runs = await db.query(
    'SELECT job, period, status FROM job_runs ORDER BY job, period_start',
  );
  return { periods, prizes, postings, runs };
}

/**
 * The seeds each database runs: the settlement's SQL is the same on both, so where PostgreSQL
 * runs all three, PGlite (several times slower, in WASM) runs the first only.
 */
const seedsOn = (database: TestDatabase) =>
  database.name === 'pglite' && databases().length > 1 ? [1] : [1, 2, 3];

describe.each(databases())('prize periods settled in one pass on $name', (database) => {
  it.each(seedsOn(database))(
    'give the pots, prizes and postings of settling them a few at a time (seed %i)',
    async (seed) => {
      const fills = randomFills(seed);
      const end = START + SPAN_HOURS * HOUR;
      const [stepwise, atOnce] = [await prizeWorld(database), await prizeWorld(database)];
      try {
        // Ticks at random times between the fills: runs of one to hundreds of periods.
        const next = random(seed + 1000);
        const ticks = Array.from({ length: 40 }, () => START + next() * SPAN_HOURS * HOUR);
        const events = [
          ...fills.map((f, i) => ({ at: f.at, run: () => stepwise.fill(f, i) })),
          ...ticks.map((at) => ({ at, run: () => stepwise.tick(at) })),
        ].sort((a, b) => a.at - b.at);
        for (const e of events) await e.run();
        await stepwise.tick(end);
        for (const [i, f] of fills.entries()) await atOnce.fill(f, i);
        const tick = await atOnce.tick(end);
        expect(tick.ran.filter((r) => r.job === 'prize-hour')).toHaveLength(SPAN_HOURS);

        const expected = await settled(stepwise.db);
        expect(await settled(atOnce.db)).toEqual(expected);
        // The run reached what it is about: winners, and quiet hours a carry passed through.
        expect(expected.prizes.length).toBeGreaterThan(20);
        const quiet = expected.periods.filter(
          (p) => (p as { kind: string }).kind === 'hour' && (p as { fees: string }).fees === '0',
        );
        expect(quiet.length).toBeGreaterThan(100);

        // A runner that lost its rows of the last hours claims them again and pays nothing twice.
        await atOnce.db.query(
          `DELETE FROM job_runs WHERE job = 'prize-hour' AND period_start >= $1`,
          [new Date(end - 6 * HOUR).toISOString()],
        );
        await atOnce.tick(end + 1000);
        expect(await settled(atOnce.db)).toEqual(expected);
      } finally {
        await stepwise.close();
        await atOnce.close();
      }
    },
  );
});
