/**
 * `npm run suspense -w @xbond/api -- list | assign <depositId> <address> | return <depositId>`:
 * the operator's review of deposits from addresses no user has registered (docs/ledger.md,
 * "Suspense"). With the settings of `npm start`; the embedded database (PGlite) allows one
 * process at a time, so stop the API first when it uses it. Exit 0 = done, 1 = refused
 * (the message says why), 2 = could not run.
 */

import { type Address, getAddress, isAddress } from 'viem';
import { ChangeFeed } from '../src/changes/feed';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open';
import {
  assignSuspense,
  listSuspense,
  returnSuspense,
  type SuspenseDeposit,
  SuspenseError,
  type SuspenseOutcome,
} from '../src/deposits/suspense';
import { Ledger } from '../src/ledger/ledger';
import { runCommand } from './run-command';

const USAGE =
  'Usage: npm run suspense -w @xbond/api -- list | assign <depositId> <address> | return <depositId>';

const state = (d: SuspenseDeposit) =>
  d.decision === 'assigned'
    ? `assigned to user ${d.userId}`
    : d.decision === 'return'
      ? 'return'
      : 'held';

function table(deposits: SuspenseDeposit[]): string {
  if (deposits.length === 0) return 'No deposit has gone to suspense.';
  const rows = deposits.map((d) => [
    d.id,
    d.asset,
    d.amount.toString(),
    d.from,
    d.txHash,
    state(d),
  ]);
  const head = ['id', 'asset', 'amount (base units)', 'sender', 'transaction', 'state'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [head, ...rows]
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function done(o: SuspenseOutcome): string {
  const what =
    o.deposit.decision === 'assigned'
      ? `assigned to user ${o.deposit.userId}`
      : 'marked for return';
  const amount = `${o.deposit.amount} ${o.deposit.asset} (base units)`;
  return o.moved
    ? `Deposit ${o.deposit.id}, ${amount}, ${what}: operation ${o.operationId}.`
    : `Deposit ${o.deposit.id} was already ${what} (operation ${o.operationId}); nothing moved.`;
}

type Command =
  | { name: 'list' }
  | { name: 'assign'; id: string; address: Address }
  | { name: 'return'; id: string };

/** The command line, checked before the database is opened (the embedded one is slow to open). */
function parse(args: string[]): Command {
  const [name, id, address] = args;
  if (name === 'list' && args.length === 1) return { name };
  if (name === 'assign' && id && address && args.length === 3) {
    if (!isAddress(address, { strict: false }))
      throw new SuspenseError(`Not an address: ${address}`);
    return { name, id, address: getAddress(address) };
  }
  if (name === 'return' && id && args.length === 2) return { name, id };
  throw new SuspenseError(USAGE);
}

async function run(db: Db, command: Command): Promise<string> {
  if (command.name === 'list') return table(await listSuspense(db));
  const changes = new ChangeFeed(db, { warn: (obj, msg) => console.error(msg, obj) });
  // Other instances drop the user's cached wallet (PostgreSQL): the feed announces it.
  const ledger = new Ledger(db, (users) => changes.usersChanged(users));
  try {
    return done(
      command.name === 'assign'
        ? await assignSuspense(ledger, command.id, command.address)
        : await returnSuspense(ledger, command.id),
    );
  } finally {
    await changes.close();
  }
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  const db = await openDb(loadConfig());
  try {
    console.log(await run(db, command));
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, SuspenseError, 'Cannot review suspense');
