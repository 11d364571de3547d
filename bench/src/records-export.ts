/**
 * The records' CSV export of one user with 100,000 entries: the file is streamed from keyset
 * pages, so the process's memory does not grow with it. Prints the peak RSS growth while
 * exporting beside the bound and the file's size, and fails (exit 1) above the bound or when
 * the file's amounts do not sum to the account's balance.
 *
 *   npm run records-export -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run records-export -w @xbond/bench
 *
 * BENCH_ENTRIES sets the number of entries (default 100000).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../apps/api/src/db/db';
import { AssetBook } from '../../apps/api/src/ledger/assets';
import { recordsCsv } from '../../apps/api/src/ledger/records-csv';
import { onEachTarget } from './targets';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
/**
 * The bound on RSS growth while exporting. The file of 100,000 entries is about 17 MB as text
 * and several times that as JavaScript strings: a file held in memory would pass it.
 */
const BOUND_MB = 40;
const USER = '1';
const UNIT = 10n ** 18n;

const book = new AssetBook({
  custodyAddress: `0x${'11'.repeat(20)}`,
  tokens: [{ asset: 'X', symbol: 'X', contractAddress: `0x${'22'.repeat(20)}`, decimals: 18 }],
});

/**
 * ENTRIES deposits of 1..1000 X and a withdrawal of 1 X every tenth, straight into the tables
 * (the ledger's path would take minutes): each operation's postings sum to zero and each
 * balance is the sum of its postings, as the ledger keeps them.
 */
async function seed(db: Db): Promise<bigint> {
  await db.exec(`
    INSERT INTO ledger_accounts (owner_type, owner_id, asset, kind)
      VALUES ('user', '${USER}', 'X', 'available'), ('external', 'chain', 'X', 'main');
    INSERT INTO ledger_operations (idempotency_key, type, params)
      SELECT CASE WHEN g % 10 = 0 THEN 'withdraw:${USER}:' || g
                  ELSE 'deposit:31337:0x' || lpad(to_hex(g), 64, '0') || ':0' END,
             CASE WHEN g % 10 = 0 THEN 'withdraw' ELSE 'deposit' END, '{}'
      FROM generate_series(1, ${ENTRIES}) g;
    INSERT INTO ledger_postings (operation_id, account_id, amount)
      SELECT o.id, a.id,
        (CASE WHEN o.type = 'withdraw' THEN -1 ELSE (o.id % 1000) + 1 END)::numeric
          * ${UNIT}::numeric * (CASE WHEN a.owner_type = 'user' THEN 1 ELSE -1 END)
      FROM ledger_operations o CROSS JOIN ledger_accounts a;
    UPDATE ledger_accounts a SET balance = (
      SELECT SUM(amount) FROM ledger_postings p WHERE p.account_id = a.id);`);
  const [row] = await db.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE owner_type = 'user'`,
  );
  return BigInt(row?.balance ?? 0);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

await onEachTarget(async ({ name, db }) => {
  const started = performance.now();
  const balance = await seed(db);
  console.log(
    `${name}: ${ENTRIES} entries written in ${Math.round(performance.now() - started)} ms`,
  );
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let bytes = 0;
  let rows = 0;
  let sum = 0n;
  let pending = '';
  const exporting = performance.now();
  await pipeline(
    recordsCsv(db, book, { userId: USER }, {}, 'en', () => {}),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        // Sums the amount column as lines complete; nothing of the file is kept.
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const amount = line.split(',')[4];
          if (rows++ > 0 && amount) sum += BigInt(amount) * UNIT;
        }
        peak = Math.max(peak, process.memoryUsage().rss);
        done();
      },
    }),
  );
  const growth = peak - before;
  const seconds = (performance.now() - exporting) / 1000;
  console.log(
    `${name}: exported ${rows - 1} entries, ${mb(bytes)} MB in ${seconds.toFixed(1)} s; ` +
      `peak RSS growth ${mb(growth)} MB (bound ${BOUND_MB} MB)`,
  );
  if (rows - 1 !== ENTRIES) throw new Error(`exported ${rows - 1} entries, not ${ENTRIES}`);
  if (sum !== balance) throw new Error(`the file sums to ${sum}, the ledger holds ${balance}`);
  if (growth > BOUND_MB * 1024 * 1024) {
    console.error(`FAIL: peak RSS growth ${mb(growth)} MB is above ${BOUND_MB} MB`);
    process.exitCode = 1;
  }
});
