/**
 * The team settlement at scale (issue 11): N users in two shapes, a deep tree (chains of
 * BENCH_TEAM_DEPTH, default 10,000) and a wide one (one root, N - 1 direct referrals), each
 * with an active stake and the day's static yield recorded; then the real team-rewards job
 * through the real JobRunner with a hand-moved clock: the tree's levels and regions (one pass
 * bottom-up, team/tree.ts) and every reward paid into the locked bonus. Prints
 * users per second beside the ledger's own postings per second on the same database, and
 * checks that the reward pool paid exactly what the earnings table recorded. No pass/fail.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run team -w @xbond/bench
 *
 * PostgreSQL only (BENCH_DATABASE_URL or TEST_DATABASE_URL), in a schema of its own dropped
 * at the end. BENCH_TEAM_USERS sets N (default 100,000); BENCH_SIZES=100000,1000000 runs each
 * size in turn and prints each one's time and the process's peak RSS (sizes.ts);
 * BENCH_TEAM_DEPTH=all makes the deep tree one chain of every user; BENCH_TEAM_SHAPES=deep runs
 * one shape only.
 */
import { periodAt } from '@xbond/shared/periods';
import type { Db } from '../../apps/api/src/db/db';
import { migrate } from '../../apps/api/src/db/migrate';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { JobRunner } from '../../apps/api/src/jobs/runner';
import { AssetBook } from '../../apps/api/src/ledger/assets';
import type { MoneyContext } from '../../apps/api/src/ledger/context';
import { Ledger } from '../../apps/api/src/ledger/ledger';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';
import type { TeamContext } from '../../apps/api/src/team/context';
import { teamRewardsJob } from '../../apps/api/src/team/rewards-job';
import { settleTree } from '../../apps/api/src/team/settle';
import { ledgerPostingsPerSecond } from './ledger';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';
import { benchSizes, peakRssMb, printSizes, type SizeFigure } from './sizes';

/** Deep chains of this many users (BENCH_TEAM_DEPTH), or one chain of every user with "all". */
const DEPTH = process.env.BENCH_TEAM_DEPTH ?? '10000';
const UNIT = 10n ** 18n;
const DAY_MS = 86_400_000;
const DAY = new Date('2026-03-10T00:00:00Z');
const DAY_NAME = 'day:2026-03-10';
const ADDRESS_BASE = 0x2000000;
const ZERO = `0x${'0'.repeat(40)}`;

const BOOK = new AssetBook({
  custodyAddress: ZERO,
  tokens: [{ asset: 'X', symbol: 'X', contractAddress: ZERO, decimals: 18 }],
});

const SETTINGS: TeamContext['settings'] = {
  levels: [
    { smallRegion: '10000', directs: 3, rateBps: 500 },
    { smallRegion: '50000', directs: 3, rateBps: 1000 },
    { smallRegion: '200000', directs: 3, rateBps: 1500 },
    { smallRegion: '1000000', directs: 3, rateBps: 2000 },
    { smallRegion: '5000000', directs: 3, rateBps: 2500 },
  ],
  validDirectMin: '100',
  directRateBps: 1000,
  coefficientPrincipal: '1000',
  plans: [],
  donateSwitch: true,
};

type Shape = 'deep' | 'wide';

/** The shapes to run (BENCH_TEAM_SHAPES, e.g. "deep"; both by default). */
const SHAPES = (process.env.BENCH_TEAM_SHAPES ?? 'deep,wide').split(',') as Shape[];

/**
 * N users (ids 1..N in a fresh schema), each staking 100 to 999 X flexibly with the day's
 * 0.3% static yield recorded as paid; deep: chains of DEPTH, each user referred by the one
 * before; wide: user 1 refers everyone. The pool holds the stakes' total. Set-based.
 */
async function seed(db: Db, shape: Shape, N: number) {
  const depth = DEPTH === 'all' ? N : Number(DEPTH);
  const unit = UNIT.toString();
  const referrer =
    shape === 'deep' ? `CASE WHEN (g - 1) % ${depth} = 0 THEN NULL ELSE g - 1 END` : 'NULLIF(1, g)';
  await db.exec(`
    INSERT INTO users (address, invite_code)
      SELECT '0x' || lpad(to_hex(g + ${ADDRESS_BASE}), 40, '0'), 'TEAM' || g
      FROM generate_series(1, ${N}) g;
    UPDATE users SET referrer_id = r.referrer FROM (
      SELECT g, ${referrer} AS referrer FROM generate_series(1, ${N}) g
    ) r WHERE users.id = r.g;
    INSERT INTO ledger_operations (idempotency_key, type) VALUES ('bench:seed', 'deposit');
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind, balance)
      SELECT 'user', id::text, 'X', 'flexible_principal', (100 + id % 900)::numeric * ${unit}
      FROM users
      UNION ALL
      SELECT 'system', 'reward_pool', 'X', 'main', (SELECT SUM(100 + id % 900) FROM users) * ${unit}
      UNION ALL
      SELECT 'external', 'chain', 'X', 'main', -(SELECT SUM(100 + id % 900) FROM users) * ${unit} * 2;
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT (SELECT id FROM ledger_operations WHERE idempotency_key = 'bench:seed'), id, balance
      FROM ledger_accounts;
    -- Staked before the day: the settlement reads the day's principal from these events.
    INSERT INTO flexible_events (user_id, at, delta, operation_id)
      SELECT id, '${DAY.toISOString()}'::timestamptz - interval '1 hour',
        (100 + id % 900)::numeric * ${unit},
        (SELECT id FROM ledger_operations WHERE idempotency_key = 'bench:seed')
      FROM users;
    INSERT INTO earnings (user_id, source, day, due, paid, frozen, shortfall, operation_id)
      SELECT id, 'flexible', '${DAY_NAME}', y, y, 0, 0,
        (SELECT id FROM ledger_operations WHERE idempotency_key = 'bench:seed')
      FROM (SELECT id, (100 + id % 900)::numeric * ${unit} * 3 / 1000 AS y FROM users) s;
    ANALYZE;
  `);
}

/** The staking settings the team's cap reads, as the environment's defaults give them. */
const PLEDGE = {
  min: '10',
  limit: '100000',
  flexibleRatePpm: 3000,
  terms: [],
  earningsCapMultiple: 5,
};

async function run(url: string, shape: Shape, N: number): Promise<SizeFigure> {
  const schema = await benchSchema(url);
  const db = await openPostgres(url, schema.options);
  try {
    await migrate(db, MIGRATIONS_DIR);
    const seedStart = performance.now();
    await seed(db, shape, N);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const money = { db, ledger: new Ledger(db), book: BOOK } as Pick<
      MoneyContext,
      'db' | 'ledger' | 'book'
    > as MoneyContext;
    const ctx: TeamContext = {
      pledge: {
        money,
        settings: PLEDGE,
        settingsAt: () => PLEDGE,
      },
      settings: SETTINGS,
      settingsAt: () => SETTINGS,
    };
    let now = new Date(DAY.getTime() + 1000);
    const runner = new JobRunner({
      db,
      clock: { now: () => now },
      jobs: [teamRewardsJob(ctx)],
      sweeps: [],
      log: { info() {}, error: (obj, msg) => console.error(msg, obj) },
      intervalMs: 3_600_000,
      leaseMs: 600_000,
    });
    await runner.tick(); // registers the job on DAY
    now = new Date(DAY.getTime() + DAY_MS + 1000);
    const dayStart = performance.now();
    const tick = await runner.tick();
    const daySeconds = (performance.now() - dayStart) / 1000;
    if (tick.failed) throw tick.failed.error;
    // The tree pass alone, again on the same day (it rebuilds the same figures and dues).
    const treeStart = performance.now();
    const withDue = await settleTree(db, ctx, periodAt('day', DAY));
    const treeSeconds = (performance.now() - treeStart) / 1000;
    const [r] = await db.query<{
      pool: string;
      paid: string;
      rows: string;
      locked: string;
      postings: string;
      depth: number;
      levels: string;
      unbalanced: string;
    }>(
      `SELECT
         (SELECT balance::text FROM ledger_accounts WHERE owner_id = 'reward_pool') AS pool,
         (SELECT COALESCE(SUM(paid), 0)::text FROM earnings
          WHERE source IN ('direct', 'community')) AS paid,
         (SELECT count(*)::text FROM earnings WHERE source IN ('direct', 'community')) AS rows,
         (SELECT COALESCE(SUM(balance), 0)::text FROM ledger_accounts
          WHERE kind = 'bonus_locked') AS locked,
         (SELECT count(*)::text FROM ledger_postings p JOIN ledger_operations o
            ON o.id = p.operation_id WHERE o.type = 'team_reward') AS postings,
         (SELECT MAX(depth) FROM team_stats) AS depth,
         (SELECT string_agg(level || ':' || n, ' ' ORDER BY level) FROM
            (SELECT level, count(*) AS n FROM team_stats GROUP BY level) l) AS levels,
         (SELECT count(*) FROM (SELECT operation_id FROM ledger_postings
            GROUP BY operation_id HAVING SUM(amount) <> 0) x)::text AS unbalanced`,
    );
    const ledgerRate = await ledgerPostingsPerSecond(db);
    const x = (v: string | undefined) => (BigInt(v ?? 0) / UNIT).toString();
    const postings = Number(r?.postings ?? 0);
    console.log(
      `\nPostgreSQL ${shape}: ${N} users, max depth ${r?.depth} (seeded in ${seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  the team day (one runner tick)   ${daySeconds.toFixed(1).padStart(6)} s ${(N / daySeconds)
        .toFixed(0)
        .padStart(8)} users/s, ${postings} postings (${(postings / daySeconds).toFixed(0)} /s)`,
    );
    console.log(
      `  the tree pass alone               ${treeSeconds.toFixed(1).padStart(6)} s ${(
        N / treeSeconds
      )
        .toFixed(0)
        .padStart(8)} users/s (${withDue} users with a due; levels ${r?.levels})`,
    );
    console.log(
      `  ledger's own rate, same database  ${ledgerRate.toFixed(0).padStart(6)} postings/s (one client, 2-posting transfers)`,
    );
    console.log(
      `  paid ${x(r?.paid)} X in ${r?.rows} earnings rows; locked bonus ${x(r?.locked)} X: ${
        r?.paid === r?.locked ? 'equal' : 'DIFFERENT'
      }; unbalanced operations ${r?.unbalanced}; pool left ${x(r?.pool)} X`,
    );
    return { target: `PostgreSQL ${shape}`, size: N, seconds: daySeconds, rssMb: peakRssMb() };
  } finally {
    await db.close();
    await schema.drop();
  }
}

async function main() {
  const url = benchDatabaseUrl();
  if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL): PostgreSQL only');
  const figures: SizeFigure[] = [];
  for (const n of benchSizes('BENCH_TEAM_USERS', 100_000)) {
    for (const shape of SHAPES) figures.push(await run(url, shape, n));
  }
  printSizes('The team day', figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
