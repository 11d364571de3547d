/**
 * A day's settlement at scale (issue 8): N users, each with an active fixed-term order and a
 * flexible stake, then the day's real job handlers through the real JobRunner with a
 * hand-moved clock. Prints orders (users) per second and each job's seconds beside the
 * ledger's own postings per second measured on the same database in the same run, and checks
 * that the reward pool paid exactly what the earnings table recorded. No pass/fail.
 *
 *   npm run settlement -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run settlement -w @xbond/bench
 *
 * PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (in a schema of its own, dropped at the end). BENCH_ORDERS sets N (default 100,000);
 * BENCH_FLEXIBLE=0 leaves the flexible stakes out.
 */
import type { Db } from '../../apps/api/src/db/db';
import type { PeriodJob } from '../../apps/api/src/jobs/job';
import type { PledgeContext } from '../../apps/api/src/pledge/context';
import { fixedReleaseJob } from '../../apps/api/src/pledge/fixed-release';
import { flexibleYieldJob } from '../../apps/api/src/pledge/flexible-yield';
import { maturityJob } from '../../apps/api/src/pledge/maturity';
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

const FLEXIBLE = process.env.BENCH_FLEXIBLE !== '0';
const UNIT = 10n ** 18n;
const DAY_MS = 86_400_000;
/** The settled day, and the product's clock before and after it. */
const DAY = new Date('2026-03-10T00:00:00Z');
const ORDER_TIME = new Date(DAY.getTime() - DAY_MS / 2);
/** The users' addresses start here, clear of the ledger measurement's users. */
const ADDRESS_BASE = 0x1000000;

const SETTINGS = {
  min: '10',
  limit: '100000',
  flexibleRatePpm: 3000,
  terms: [{ days: 30, minRatePpm: 4000, maxRatePpm: 6000 }],
  earningsCapMultiple: 5,
};

/**
 * The rows the API would have written for N users who each deposited, made a 30-day order
 * (100 to 999 X) and, with FLEXIBLE, staked half as much flexibly, half a day before DAY: one
 * deposit operation crediting every user, one keyed operation per order and per stake with its
 * postings, the order and event rows, the balances; and the reward pool funded by the
 * operator, enough for the pool to be fully healthy. Set-based: a few statements in all.
 */
async function seed(db: Db, N: number) {
  const unit = UNIT.toString();
  const at = ORDER_TIME.toISOString();
  const flex = FLEXIBLE ? 1 : 0;
  await db.exec(`
    CREATE TEMP TABLE seed AS
      SELECT g, (100 + g % 900)::numeric * ${unit} AS amount,
        (50 + g % 450)::numeric * ${unit} * ${flex} AS flexible
      FROM generate_series(1, ${N}) g;
    INSERT INTO users (address, invite_code)
      SELECT '0x' || lpad(to_hex(g + ${ADDRESS_BASE}), 40, '0'), 'SETTLE' || g FROM seed;
    CREATE TEMP TABLE seeded AS
      SELECT s.*, u.id AS user_id FROM seed s
      JOIN users u ON u.address = '0x' || lpad(to_hex(s.g + ${ADDRESS_BASE}), 40, '0');
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
      SELECT 'user', user_id::text, 'X', k.kind, CASE k.kind
          WHEN 'fixed_principal' THEN amount WHEN 'flexible_principal' THEN flexible ELSE 0 END
      FROM seeded, (VALUES ('available'), ('fixed_principal'), ('flexible_principal')) k (kind)
      WHERE k.kind <> 'flexible_principal' OR flexible > 0;
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
      SELECT 'external', 'chain', 'X', 'main',
        -(SELECT SUM(amount + flexible) FROM seed) * 2
      UNION ALL
      SELECT 'system', 'reward_pool', 'X', 'main', (SELECT SUM(amount + flexible) FROM seed);
  `);
  const [deposit] = await db.query<{ id: string }>(
    `INSERT INTO ledger_operations (idempotency_key, type) VALUES ('bench:deposits', 'deposit')
     RETURNING id`,
  );
  const [pool] = await db.query<{ id: string }>(
    `INSERT INTO ledger_operations (idempotency_key, type)
     VALUES ('bench:reward-pool', 'treasury_topup') RETURNING id`,
  );
  await db.exec(`
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT ${deposit?.id}, a.id, s.amount + s.flexible FROM seeded s
      JOIN ledger_accounts a ON a.owner_type = 'user' AND a.owner_id = s.user_id::text
        AND a.asset = 'X' AND a.kind = 'available'
      UNION ALL
      SELECT ${deposit?.id}, id, -(SELECT SUM(amount + flexible) FROM seed) FROM ledger_accounts
      WHERE owner_type = 'external' AND asset = 'X';
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT ${pool?.id}, id, CASE owner_type WHEN 'external' THEN -1 ELSE 1 END
        * (SELECT SUM(amount + flexible) FROM seed)
      FROM ledger_accounts WHERE owner_type IN ('external', 'system') AND asset = 'X';
    CREATE TEMP TABLE stake_ops AS
      WITH ops AS (
        INSERT INTO ledger_operations (idempotency_key, type, user_id, params)
        SELECT 'pledge_fixed:' || user_id || ':bench', 'fixed_stake', user_id,
          jsonb_build_object('amount', amount::text, 'days', 30)
        FROM seeded RETURNING id, user_id
      ) SELECT * FROM ops;
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT o.id, a.id, CASE a.kind WHEN 'available' THEN -s.amount ELSE s.amount END
      FROM stake_ops o JOIN seeded s USING (user_id)
      JOIN ledger_accounts a ON a.owner_type = 'user' AND a.owner_id = s.user_id::text
        AND a.asset = 'X' AND a.kind IN ('available', 'fixed_principal');
    WITH orders AS (
      INSERT INTO fixed_orders (user_id, amount, days, min_rate_ppm, max_rate_ppm, order_time,
        reward_start, maturity_time, operation_id)
      SELECT user_id, amount, 30, 4000, 6000, '${at}', '${DAY.toISOString()}',
        '${new Date(DAY.getTime() + 30 * DAY_MS).toISOString()}', o.id
      FROM stake_ops o JOIN seeded USING (user_id) RETURNING id, operation_id
    )
    UPDATE ledger_operations op SET result = jsonb_build_object('orderId', orders.id::text)
    FROM orders WHERE op.id = orders.operation_id;
    CREATE TEMP TABLE flex_ops AS
      WITH ops AS (
        INSERT INTO ledger_operations (idempotency_key, type, user_id, params)
        SELECT 'pledge_stake:' || user_id || ':bench', 'stake', user_id,
          jsonb_build_object('amount', flexible::text)
        FROM seeded WHERE flexible > 0 RETURNING id, user_id
      ) SELECT * FROM ops;
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT o.id, a.id, CASE a.kind WHEN 'available' THEN -s.flexible ELSE s.flexible END
      FROM flex_ops o JOIN seeded s USING (user_id)
      JOIN ledger_accounts a ON a.owner_type = 'user' AND a.owner_id = s.user_id::text
        AND a.asset = 'X' AND a.kind IN ('available', 'flexible_principal');
    INSERT INTO flexible_events (user_id, at, delta, operation_id)
      SELECT o.user_id, '${at}', s.flexible, o.id FROM flex_ops o JOIN seeded s USING (user_id);
    DROP TABLE seed, seeded, stake_ops, flex_ops;
    ANALYZE;
  `);
}

async function run(target: Target, N: number): Promise<SizeFigure> {
  const { db } = target;
  const seedSeconds = await seconds(() => seed(db, N));
  const ctx: PledgeContext = {
    money: benchMoney(db),
    settings: SETTINGS,
    settingsAt: () => SETTINGS,
  };
  const jobSeconds = new Map<string, number>();
  const timed = (job: PeriodJob): PeriodJob => ({
    ...job,
    async run(r) {
      jobSeconds.set(job.name, await seconds(() => job.run(r)));
    },
  });
  const poolBefore = await rewardPool(db);
  const daySeconds = await settlePeriod(
    db,
    [flexibleYieldJob(ctx), fixedReleaseJob(ctx), maturityJob(ctx)].map(timed),
    { start: DAY, end: new Date(DAY.getTime() + DAY_MS) },
  );

  const [paid] = await db.query<{
    pool: string;
    earned: string;
    fixed: string;
    flexible: string;
    rows: string;
    released: string;
  }>(
    `SELECT (SELECT balance::text FROM ledger_accounts WHERE owner_id = 'reward_pool') AS pool,
       (SELECT COALESCE(SUM(paid), 0)::text FROM earnings) AS earned,
       (SELECT COALESCE(SUM(paid), 0)::text FROM earnings WHERE source = 'fixed') AS fixed,
       (SELECT COALESCE(SUM(paid), 0)::text FROM earnings WHERE source = 'flexible') AS flexible,
       (SELECT count(*)::text FROM earnings) AS rows,
       (SELECT COALESCE(SUM(released), 0)::text FROM fixed_orders) AS released`,
  );
  const poolPaid = poolBefore - BigInt(paid?.pool ?? 0);
  const check = await conservation(db);
  const ledgerRate = await ledgerPostingsPerSecond(db);

  const x = whole;
  const line = (name: string, count: number) => {
    const s = jobSeconds.get(name) ?? 0;
    return `  ${name.padEnd(24)} ${count} ${name.includes('flexible') ? 'users ' : 'orders'} in ${s
      .toFixed(1)
      .padStart(6)} s   ${(count / s).toFixed(0).padStart(7)} /s`;
  };
  console.log(`\n${target.name}: ${N} users (seeded in ${seedSeconds.toFixed(1)} s)`);
  if (FLEXIBLE) console.log(line('pledge-flexible-yield', N));
  console.log(line('pledge-fixed-release', N));
  console.log(line('pledge-fixed-maturity', 0));
  console.log(`  the whole day (one runner tick)    ${daySeconds.toFixed(1).padStart(6)} s`);
  console.log(
    `  ledger's own rate, same database   ${ledgerRate.toFixed(0).padStart(6)} postings/s` +
      ` (one client, 2-posting transfers)`,
  );
  console.log(
    `  reward pool paid ${x(poolPaid)} X; earnings recorded ${x(BigInt(paid?.earned ?? 0))} X` +
      ` (fixed ${x(BigInt(paid?.fixed ?? 0))}, flexible ${x(BigInt(paid?.flexible ?? 0))},` +
      ` ${paid?.rows} rows): ${poolPaid === BigInt(paid?.earned ?? -1) ? 'equal' : 'DIFFERENT'}`,
  );
  console.log(
    `  orders' released ${x(BigInt(paid?.released ?? 0))} X: ${
      paid?.released === paid?.fixed ? 'equal to the fixed earnings' : 'DIFFERENT'
    }; unbalanced operations ${check?.unbalanced}, balances off their postings ${check?.drift}`,
  );
  return { target: target.name, size: N, seconds: daySeconds, rssMb: peakRssMb() };
}

async function main() {
  const figures: SizeFigure[] = [];
  for (const n of benchSizes('BENCH_ORDERS', 100_000)) {
    await onEachTarget(async (target) => void figures.push(await run(target, n)), {
      pglite: withPglite(n),
    });
  }
  printSizes('A day of settlement', figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
