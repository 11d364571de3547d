/**
 * The FOMO ranking at scale (issue 10): one hour with BENCH_SWAPS completed swaps (default
 * 1,000,000) by BENCH_TRADERS traders (default 100,000; a few trade a lot, most a little).
 * Prints how long the ranking screen's two reads take from the per-period volume table the
 * fills keep (prize_volumes, through the API's own functions): the top 10, and one trader's
 * rank (random traders, and the last-ranked one); beside the same answers computed by a full
 * scan of the swaps, in the same run. Checks that both give the same answers. Also what keeping
 * the tables adds to a fill (the API's prize accrual, one swap at a time). Target: the two reads under 50 ms. No
 * pass/fail.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run ranking -w @xbond/bench
 *
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a schema of its own, dropped at the
 * end); PGlite too with BENCH_PGLITE=1 (slow to seed a million rows in WASM).
 */
import type { Db } from '../../apps/api/src/db/db';
import { prizeAccrual } from '../../apps/api/src/prize/accrue';
import { topRanking, userStanding } from '../../apps/api/src/prize/ranking';
import { onEachTarget, type Target } from './targets';

const SWAPS = Number(process.env.BENCH_SWAPS ?? 1_000_000);
const TRADERS = Number(process.env.BENCH_TRADERS ?? 100_000);
const HOUR = new Date('2026-03-10T08:00:00Z');
const PRIZE = {
  splitBps: { hour: 2000, week: 3000, month: 5000 },
  sharesBps: { hour: [5000, 3000, 2000], week: [10_000], month: [10_000] },
  claimDays: 30,
  rankingSize: 10,
};
/** The traders' addresses start here, clear of other benchmarks' users. */
const ADDRESS_BASE = 0x2000000;

/**
 * What the API leaves after SWAPS fills in HOUR: the traders, a keyed operation and a
 * completed swap row each (USDD to X, volume 1 to 5,000 USDD), and the traders' volumes and
 * their buckets' counts as the fills' upserts leave them (seq: their last swap). Trader i of the
 * swaps is drawn as TRADERS x r^3: a few traders make most swaps. Set-based.
 */
async function seed(db: Db) {
  const unit = (10n ** 18n).toString();
  const at = (ms: string) => `'${HOUR.toISOString()}'::timestamptz + (${ms}) * interval '1 ms'`;
  await db.exec(`
    SELECT setseed(0.42);
    INSERT INTO users (address, invite_code)
      SELECT '0x' || lpad(to_hex(g + ${ADDRESS_BASE}), 40, '0'), 'RANK' || g
      FROM generate_series(1, ${TRADERS}) g;
    CREATE TEMP TABLE traders AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM users
      WHERE invite_code LIKE 'RANK%';
    CREATE TEMP TABLE seed AS
      SELECT g, 1 + floor(${TRADERS} * power(random(), 3))::bigint AS n,
        (1 + floor(random() * 5000))::numeric * ${unit} AS volume
      FROM generate_series(1, ${SWAPS}) g;
    INSERT INTO ledger_operations (idempotency_key, type, user_id)
      SELECT 'bench:swap:' || s.g, 'swap', t.id FROM seed s JOIN traders t USING (n);
    INSERT INTO swaps (user_id, from_asset, to_asset, amount, fee, quoted_out, slippage_bps,
        min_out, status, created_at, amount_out, price, volume, prize, settled_at, operation_id)
      SELECT t.id, 'USDD', 'X', s.volume, s.volume * 3 / 1000, s.volume * 2, 50, s.volume,
        'completed', ${at('s.g * 3')}, s.volume * 2, '2', s.volume, s.volume * 3 / 4000,
        ${at('s.g * 3')}, o.id
      FROM seed s JOIN traders t USING (n)
      JOIN ledger_operations o ON o.idempotency_key = 'bench:swap:' || s.g;
    INSERT INTO prize_volumes (kind, period_start, user_id, volume, bucket, swaps, updated_at,
        seq)
      SELECT 'hour', '${HOUR.toISOString()}', user_id, SUM(volume),
        prize_volume_bucket(SUM(volume)), count(*), max(settled_at), max(id)
      FROM swaps GROUP BY user_id;
    INSERT INTO prize_buckets (kind, period_start, bucket, traders)
      SELECT kind, period_start, bucket, count(*) FROM prize_volumes
      GROUP BY kind, period_start, bucket;
    SELECT setval('prize_volume_seq', (SELECT max(id) FROM swaps));
    DROP TABLE traders, seed;
    ANALYZE;
  `);
}

/** The same answers from the swaps themselves: sum the period's swaps per trader, sort. */
const SCAN = `WITH v AS (
    SELECT user_id, SUM(volume) AS volume, max(id) AS seq FROM swaps
    WHERE status = 'completed' AND settled_at >= $1 AND settled_at < $2 GROUP BY user_id
  )`;
const scanTop = (db: Db) =>
  db.query<{ user_id: string; volume: string }>(
    `${SCAN} SELECT user_id, volume FROM v ORDER BY volume DESC, seq LIMIT 10`,
    [HOUR.toISOString(), new Date(HOUR.getTime() + 3_600_000).toISOString()],
  );
const scanRank = async (db: Db, userId: string) => {
  const [row] = await db.query<{ rank: string }>(
    `${SCAN} SELECT rank FROM (
       SELECT user_id, row_number() OVER (ORDER BY volume DESC, seq) AS rank FROM v
     ) ranked WHERE user_id = $3`,
    [HOUR.toISOString(), new Date(HOUR.getTime() + 3_600_000).toISOString(), userId],
  );
  return Number(row?.rank);
};

/** Median and slowest of `runs` timed calls, in ms. */
async function timed<T>(runs: number, call: (i: number) => Promise<T>) {
  const ms: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await call(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)] ?? 0, max: ms.at(-1) ?? 0, last };
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0).padStart(8)} ms`;

async function run(target: Target) {
  const { db } = target;
  const seedStart = performance.now();
  await seed(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const traders = await db.query<{ user_id: string }>(
    `SELECT user_id FROM prize_volumes ORDER BY volume DESC, seq`,
  );
  const ids = traders.map((t) => String(t.user_id));
  const last = ids.at(-1) ?? '';
  const sample = (i: number) => ids[(i * 7919) % ids.length] ?? last;

  const top = await timed(200, () => topRanking(db, 'hour', HOUR, 10));
  const rank = await timed(200, (i) => userStanding(db, 'hour', HOUR, sample(i)));
  const lastRank = await timed(50, () => userStanding(db, 'hour', HOUR, last));
  const baseTop = await timed(3, () => scanTop(db));
  const baseRank = await timed(3, () => scanRank(db, last));

  const same =
    JSON.stringify(top.last?.map((s) => [s.userId, s.volume.toString()])) ===
      JSON.stringify(baseTop.last?.map((r) => [String(r.user_id), String(r.volume)])) &&
    lastRank.last?.rank === baseRank.last &&
    lastRank.last?.rank === ids.length;

  // What keeping the tables adds to a fill: the API's prize accrual, inside a transaction that
  // commits anyway for the fill's postings (so no commit of its own is timed here).
  const fills = 2_000;
  const write = await db.transaction((q) =>
    timed(fills, (i) =>
      q.writeAll(
        prizeAccrual(PRIZE, new Date(HOUR.getTime() + 1000), [
          { userId: sample(i), volume: 10n ** 18n, prize: 10n ** 15n },
        ]).writes,
      ),
    ),
  );

  console.log(
    `\n${target.name}: ${SWAPS} swaps by ${ids.length} traders in one hour (seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  console.log('                                  volume table     full scan of the swaps');
  console.log(`  top 10 (median of 200 / 3)     ${fmt(top.median)}     ${fmt(baseTop.median)}`);
  console.log(`  top 10 (slowest)               ${fmt(top.max)}     ${fmt(baseTop.max)}`);
  console.log(`  a trader's rank (median, 200)  ${fmt(rank.median)}`);
  console.log(`  a trader's rank (slowest)      ${fmt(rank.max)}`);
  console.log(
    `  the last trader's rank         ${fmt(lastRank.median)}     ${fmt(baseRank.median)}   (rank ${lastRank.last?.rank})`,
  );
  console.log(`  answers equal: ${same ? 'yes' : 'NO'}`);
  console.log(
    `  keeping the tables: ${fmt(write.median)} per fill (median of ${fills} accruePrize calls)`,
  );
}

onEachTarget(run, { pglite: process.env.BENCH_PGLITE === '1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
