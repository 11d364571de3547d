/**
 * An epoch of reserve bonds at scale (issue 9): N open bonds, each of its own user, then the
 * epoch's real job handler (rebase and vesting) through the real JobRunner with a hand-moved
 * clock. Prints bonds per second and the epoch's own postings per second beside the ledger's
 * postings per second measured on the same database in the same run, and checks that the
 * reward pool paid exactly what the bonds recorded as rebased. No pass/fail.
 *
 *   npm run bonds -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bonds -w @xbond/bench
 *
 * PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set. BENCH_BONDS sets N (default 100,000).
 */
import type { ReserveBondContext } from '../../apps/api/src/bonds/context';
import type { Db } from '../../apps/api/src/db/db';
import { rebaseJob } from '../../apps/api/src/reserveBond/rebase';
import { ledgerPostingsPerSecond } from './ledger';
import { benchSizes, peakRssMb, printSizes, type SizeFigure, withPglite } from './sizes';
import {
  benchMoney,
  conservation,
  onEachTarget,
  rewardPool,
  seconds,
  settlePeriod,
  type Target,
  whole,
} from './targets';

const UNIT = 10n ** 18n;
/** The settled epoch: the bonds were bought in the one before and vest from its start. */
const EPOCH = new Date('2026-03-10T08:00:00Z');
const EPOCH_MS = 8 * 3_600_000;
const ORDER_TIME = new Date(EPOCH.getTime() - EPOCH_MS / 2);
/** The users' addresses start here, clear of the ledger measurement's users. */
const ADDRESS_BASE = 0x2000000;

/**
 * The rows the API would have written for N users who each bought one bond (100 to 999 X owed,
 * 5, 15 or 30 days) in the epoch before: the X owed in each user's bond payout account (one
 * operation moving it in from outside, as purchases would have from the treasury), the bond
 * rows, and the reward pool funded with twice the epoch's rebase. Set-based: a few statements.
 */
async function seed(db: Db, N: number) {
  const unit = UNIT.toString();
  const at = ORDER_TIME.toISOString();
  const start = EPOCH.toISOString();
  await db.exec(`
    CREATE TEMP TABLE seed AS
      SELECT g, (100 + g % 900)::numeric * ${unit} AS payout, (ARRAY[5, 15, 30])[1 + g % 3] AS days
      FROM generate_series(1, ${N}) g;
    INSERT INTO users (address, invite_code)
      SELECT '0x' || lpad(to_hex(g + ${ADDRESS_BASE}), 40, '0'), 'BOND' || g FROM seed;
    CREATE TEMP TABLE seeded AS
      SELECT s.*, u.id AS user_id FROM seed s
      JOIN users u ON u.address = '0x' || lpad(to_hex(s.g + ${ADDRESS_BASE}), 40, '0');
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
      SELECT 'user', user_id::text, 'X', 'bond_payout', payout FROM seeded;
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
      SELECT 'external', 'chain', 'X', 'main', -(SELECT SUM(payout) * 1.002 FROM seed)
      UNION ALL
      SELECT 'system', 'reward_pool', 'X', 'main', (SELECT SUM(payout) * 0.002 FROM seed);
  `);
  const [op] = await db.query<{ id: string }>(
    `INSERT INTO ledger_operations (idempotency_key, type) VALUES ('bench:bonds', 'bond_buy')
     RETURNING id`,
  );
  await db.exec(`
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT ${op?.id}, id, balance FROM ledger_accounts WHERE asset = 'X';
    INSERT INTO bond_orders (user_id, amount, days, discount_bps, price_num, price_den,
      market_price, bond_price, payout, order_time, vesting_start, deadline, epochs,
      next_epoch_at, operation_id)
    SELECT user_id, payout * 0.485, days, 300, 1, 2, '0.5', '0.485', payout, '${at}', '${start}',
      '${start}'::timestamptz + days * interval '1 day', days * 3, '${start}', ${op?.id}
    FROM seeded;
    DROP TABLE seed, seeded;
    ANALYZE;
  `);
}

async function run(target: Target, N: number): Promise<SizeFigure> {
  const { db } = target;
  const seedSeconds = await seconds(() => seed(db, N));
  const settings = { rebaseRatePpm: 1000 };
  const ctx = {
    money: benchMoney(db),
    settings,
    settingsAt: () => settings,
  } as unknown as ReserveBondContext;
  const poolBefore = await rewardPool(db);
  const epochSeconds = await settlePeriod(db, [rebaseJob(ctx)], {
    start: EPOCH,
    end: new Date(EPOCH.getTime() + EPOCH_MS),
  });

  const [done] = await db.query<{
    rebased: string;
    vested: string;
    moved: string;
    postings: string;
  }>(
    `SELECT (SELECT SUM(rebased)::text FROM bond_orders) AS rebased,
       (SELECT SUM(vested)::text FROM bond_orders) AS vested,
       (SELECT count(*)::text FROM bond_orders WHERE epochs_done = 1) AS moved,
       (SELECT count(*)::text FROM ledger_postings p JOIN ledger_operations o
          ON o.id = p.operation_id WHERE o.type = 'bond_epoch') AS postings`,
  );
  const poolPaid = poolBefore - (await rewardPool(db));
  const check = await conservation(db);
  const ledgerRate = await ledgerPostingsPerSecond(db);
  const postings = Number(done?.postings ?? 0);

  console.log(`\n${target.name}: ${N} open bonds (seeded in ${seedSeconds.toFixed(1)} s)`);
  console.log(
    `  bond-rebase (rebase + vesting)     ${N} bonds in ${epochSeconds.toFixed(1)} s` +
      `   ${(N / epochSeconds).toFixed(0)} bonds/s, ${(postings / epochSeconds).toFixed(0)} postings/s`,
  );
  console.log(
    `  ledger's own rate, same database   ${ledgerRate.toFixed(0).padStart(6)} postings/s` +
      ' (one client, 2-posting transfers)',
  );
  const rebased = BigInt(done?.rebased ?? -1);
  console.log(
    `  reward pool paid ${whole(poolPaid)} X; bonds rebased ${whole(rebased)} X: ${
      poolPaid === rebased ? 'equal' : 'DIFFERENT'
    }; vested ${whole(BigInt(done?.vested ?? 0))} X`,
  );
  console.log(
    `  bonds one epoch on ${done?.moved} of ${N}; unbalanced operations ${check?.unbalanced},` +
      ` balances off their postings ${check?.drift}`,
  );
  return { target: target.name, size: N, seconds: epochSeconds, rssMb: peakRssMb() };
}

async function main() {
  const figures: SizeFigure[] = [];
  for (const n of benchSizes('BENCH_BONDS', 100_000)) {
    await onEachTarget(async (target) => void figures.push(await run(target, n)), {
      pglite: withPglite(n),
    });
  }
  printSizes('An epoch of bonds', figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
