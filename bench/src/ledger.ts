/**
 * Ledger postings per second, beside a baseline of pgbench's simple-update transaction on the
 * same database in the same run (issue 4, part 7). Prints figures; it has no pass/fail.
 *
 *   npm run ledger -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run ledger -w @xbond/bench
 *
 * PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (in a schema of its own, dropped at the end). BENCH_OPS and BENCH_ROUNDS set the size.
 */
import { pathToFileURL } from 'node:url';
import type { Db } from '../../apps/api/src/db/db';
import { externalAccount, userAccount } from '../../apps/api/src/ledger/accounts';
import { Ledger } from '../../apps/api/src/ledger/ledger';
import { transferBetweenUsers } from '../../apps/api/src/ledger/transfer';
import { benchDatabaseUrl } from './postgres-schema';
import {
  type Target as Database,
  pgliteTarget as openPgliteTarget,
  postgresTarget as openPostgresTarget,
} from './targets';

const OPS = Number(process.env.BENCH_OPS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const USERS = 1000;
const TARGET_RATIO = 0.5;

interface Target extends Database {
  /** Concurrent clients to measure with (PGlite has one connection: 1 only). */
  clients: number[];
}

async function pgliteTarget(): Promise<Target> {
  return { ...(await openPgliteTarget()), clients: [1] };
}

async function postgresTarget(url: string): Promise<Target> {
  return { ...(await openPostgresTarget(url)), clients: [1, 8] };
}

/** A small deterministic generator, so both runs pick the same account pairs. */
function pairs(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % USERS;
  };
  return () => {
    const a = next();
    let b = next();
    if (b === a) b = (a + 1) % USERS;
    return [a, b] as const;
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Runs `ops` calls of `one` over `clients` concurrent workers; answers per second. */
async function measure(ops: number, clients: number, one: (i: number) => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < ops; i = next++) await one(i);
    }),
  );
  return ops / ((performance.now() - started) / 1000);
}

async function setup(target: Target) {
  const { db } = target;
  // pgbench's tables, trimmed to what its simple-update transaction touches.
  await db.exec(`
    CREATE TABLE bench_accounts (aid INTEGER PRIMARY KEY, abalance INTEGER NOT NULL,
      filler CHAR(84) NOT NULL DEFAULT '');
    CREATE TABLE bench_history (tid SERIAL, aid INTEGER NOT NULL, delta INTEGER NOT NULL,
      mtime TIMESTAMP NOT NULL, filler CHAR(22));
    INSERT INTO bench_accounts (aid, abalance) SELECT g, 0 FROM generate_series(0, ${USERS - 1}) g;
  `);
  return ledgerUsers(db);
}

/** USERS funded users (addresses 0x..01 up) and a ledger over `db`. */
async function ledgerUsers(db: Db) {
  const users = await db.query<{ id: string }>(
    `INSERT INTO users (address, invite_code)
     SELECT '0x' || lpad(to_hex(g), 40, '0'), 'BENCH' || g FROM generate_series(1, ${USERS}) g
     RETURNING id`,
  );
  const ids = users.map((u) => String(u.id));
  const ledger = new Ledger(db);
  // Every user holds plenty; the transfers below only move 1 base unit.
  for (const id of ids) {
    await ledger.execute({
      key: `bench-fund:${id}`,
      type: 'bench_funding',
      postings: [
        { account: externalAccount('X'), amount: -(10n ** 30n) },
        { account: userAccount(id, 'X'), amount: 10n ** 30n },
      ],
    });
  }
  return { ledger, ids };
}

/** One ledger transfer (one operation, 2 postings) between two of the users `pick` names. */
const transfer =
  (ledger: Ledger, ids: string[], round: () => number) =>
  (i: number, pick: () => readonly [number, number]) => {
    const [a, b] = pick();
    return transferBetweenUsers(ledger, {
      key: `bench:${round()}:${i}`,
      from: { userId: ids[a] as string },
      to: { userId: ids[b] as string },
      asset: 'X',
      amount: 1n,
    });
  };

/**
 * The ledger's own rate on `db`, one client, as the rounds below measure it (median of
 * `rounds` rounds of `ops` transfers): other benchmarks print it beside their figures.
 * Creates USERS users of its own (addresses 0x..01 up). Answers postings per second.
 */
export async function ledgerPostingsPerSecond(db: Db, ops = OPS, rounds = 3): Promise<number> {
  const { ledger, ids } = await ledgerUsers(db);
  let round = 0;
  const posting = transfer(ledger, ids, () => round);
  await measure(200, 1, (i) => posting(i, pairs(round)));
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    round++;
    rates.push(await measure(ops, 1, (i) => posting(i, pairs(round))));
  }
  return median(rates) * 2;
}

async function run(target: Target) {
  const { db } = target;
  const { ledger, ids } = await setup(target);
  const baseline = (i: number, pick: () => readonly [number, number]) => {
    const [aid] = pick();
    const delta = (i % 1000) - 500;
    return db.transaction(async (tx) => {
      await tx.query('UPDATE bench_accounts SET abalance = abalance + $1 WHERE aid = $2', [
        delta,
        aid,
      ]);
      await tx.query('SELECT abalance FROM bench_accounts WHERE aid = $1', [aid]);
      await tx.query(
        'INSERT INTO bench_history (aid, delta, mtime) VALUES ($1, $2, CURRENT_TIMESTAMP)',
        [aid, delta],
      );
    });
  };
  let round = 0;
  const posting = transfer(ledger, ids, () => round);

  console.log(
    `\n${target.name}: ${ROUNDS} rounds of ${OPS} transactions per side, ${USERS} accounts`,
  );
  for (const clients of target.clients) {
    round++;
    await measure(200, clients, (i) => baseline(i, pairs(round)));
    await measure(200, clients, (i) => posting(i, pairs(round)));
    // Alternating short rounds, medians: a busy machine slows both sides alike.
    const rates: { base: number; ledger: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      round++;
      const runBase = () => measure(OPS, clients, (i) => baseline(i, pairs(round)));
      const runLedger = () => measure(OPS, clients, (i) => posting(i, pairs(round)));
      if (r % 2 === 0) {
        const base = await runBase();
        rates.push({ base, ledger: await runLedger() });
      } else {
        const ledgerRate = await runLedger();
        rates.push({ base: await runBase(), ledger: ledgerRate });
      }
    }
    const base = median(rates.map((x) => x.base));
    const ledgerRate = median(rates.map((x) => x.ledger));
    const ratio = median(rates.map((x) => x.ledger / x.base));
    console.log(
      `  ${clients} client${clients > 1 ? 's' : ' '}  baseline (pgbench simple-update) ${base
        .toFixed(0)
        .padStart(6)} tx/s   ledger transfer (2 postings) ${ledgerRate
        .toFixed(0)
        .padStart(6)} op/s   ratio ${(ratio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%)`,
    );
  }
  const [check] = await db.query<{ unbalanced: string }>(
    `SELECT count(*)::text AS unbalanced FROM (SELECT p.operation_id FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       GROUP BY p.operation_id, a.asset HAVING SUM(p.amount) <> 0) x`,
  );
  console.log(`  unbalanced operations after the run: ${check?.unbalanced}`);
}

async function main() {
  const url = benchDatabaseUrl();
  const targets: (() => Promise<Target>)[] = [pgliteTarget];
  if (url) targets.push(() => postgresTarget(url));
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
  for (const open of targets) {
    const target = await open();
    try {
      await run(target);
    } finally {
      await target.close();
    }
  }
}

// Run as a script (not when another benchmark imports the measurement).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
