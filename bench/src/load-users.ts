/**
 * Load (issue 12): LOAD_USERS simulated signed-in users (default 1,000) against the product as
 * `npm start` runs it, on PostgreSQL, for LOAD_SECONDS (default 120, or --seconds N). Each
 * user has a fresh key, signs up by SIWE with the genesis invite code, is funded on chain and
 * deposits X and USDD into the Vault from its own address (the watcher credits it); then every
 * user loops without pause over a mix of reads (wallet, records, pledge info, swap quote),
 * flexible stakes, swaps (quote then exchange, with an Idempotency-Key) and withdrawal
 * requests, over keep-alive HTTP from a child process. The product writes its request log (its
 * defaults) to a file. Prints throughput, p50/p95/p99 per kind, the database's transactions
 * per request, refusals apart from server errors, then the ledger check (GET /health/ledger:
 * conservation against the chain). Exits 1 on any 5xx or failed connection, or when the check
 * fails.
 *
 *   createdb -h 127.0.0.1 -U postgres bench_load
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_load npm run load -w @xbond/bench
 *   LOAD_USERS=50 npm run load -w @xbond/bench -- --seconds 15
 *
 * PostgreSQL only (BENCH_DATABASE_URL, else TEST_DATABASE_URL), in a schema of its own
 * dropped at the end.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measureCpu } from './load-users/cpu';
import { RAISED_LIMITS, startLoadProduct } from './load-users/product';
import { printLedgerCheck, printSummary } from './load-users/report';
import { runUsers } from './load-users/run-worker';
import { countTransactions } from './load-users/transactions';
import { DEPOSIT, setUpUsers } from './load-users/users';
import { benchDatabaseUrl } from './postgres-schema';

const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
const SECONDS = Number(values.seconds ?? process.env.LOAD_SECONDS ?? 120);
const USERS = Number(process.env.LOAD_USERS ?? 1000);

const url = benchDatabaseUrl();
if (!url) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL): the load runs on PostgreSQL');
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const { product, origin, stop } = await startLoadProduct(url);
let failed = true;
try {
  console.log(
    `PostgreSQL (${new URL(url).host}); per-IP rate limits raised for the bench, every user ` +
      `shares 127.0.0.1: ${Object.entries(RAISED_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
  );
  const setupStarted = performance.now();
  const users = await setUpUsers(product, origin, USERS, (ready) =>
    console.log(`  ${ready}/${USERS} users signed up and deposited`),
  );
  console.log(
    `${USERS} users signed up, funded and credited ${DEPOSIT} X and ${DEPOSIT} USDD each in ` +
      `${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  console.log(`load for ${SECONDS} s (load average before: ${load()})`);
  const counted = await countTransactions(url);
  const cpu = await measureCpu(url);
  const summary = await runUsers(
    origin,
    users.map((u) => u.token),
    SECONDS,
  );
  const used = await cpu.done();
  console.log(`load average after: ${load()}`);
  const serverErrors = printSummary(summary);
  const perRequest = (seconds: number) => `${((seconds * 1000) / summary.requests).toFixed(2)} ms`;
  console.log(
    `CPU per request: API ${perRequest(used.api)}` +
      (used.database === null ? '' : `, database ${perRequest(used.database)}`) +
      ` (the users' own process: ${perRequest(summary.clientCpu)})`,
  );
  const transactions = await counted.done();
  console.log(
    `database transactions: ${transactions} (${(Number(transactions) / summary.requests).toFixed(2)} per request, ` +
      "with the product's periodic jobs and 11 s of quiet after the load)",
  );
  const balanced = await printLedgerCheck(origin);
  failed = serverErrors > 0 || !balanced;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
