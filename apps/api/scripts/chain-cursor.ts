/**
 * `npm run chain-cursor -w @xbond/api -- show | rewind <block>`: the chain watcher's cursor
 * (docs/ledger.md, "Reorgs"). `show` prints it beside the hash the chain holds at its height;
 * `rewind` moves it back to a block both histories share, so the watcher reads the standing
 * history from there. With the settings of `npm start`; the chain must answer (CHAIN_RPC_URL,
 * or the local chain on CHAIN_PORT), and the embedded database (PGlite) allows one process at
 * a time, so stop the API first when it uses it. Exit 0 = done, 1 = refused (the message says
 * why), 2 = could not run.
 */

import { connectChain } from '../src/chain/client';
import type { Cursor } from '../src/chain/cursor';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/open';
import { CursorError, cursorState, rewindCursor } from '../src/watcher/rewind';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run chain-cursor -w @xbond/api -- show | rewind <block>';

type Command = { name: 'show' } | { name: 'rewind'; block: bigint };

/** The command line, checked before the database is opened (the embedded one is slow to open). */
function parse(args: string[]): Command {
  const [name, block] = args;
  if (name === 'show' && args.length === 1) return { name };
  if (name === 'rewind' && block !== undefined && args.length === 2) {
    if (!/^\d{1,18}$/.test(block)) throw new CursorError(`Not a block number: ${block}`);
    return { name, block: BigInt(block) };
  }
  throw new CursorError(USAGE);
}

const line = (c: Cursor) =>
  `block ${c.blockNumber} (${c.blockHash ?? 'hash not recorded'}, ` +
  `${new Date(Number(c.blockTimestamp) * 1000).toISOString()})`;

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  const config = loadConfig();
  const rpcUrl = config.chainRpcUrl ?? `http://127.0.0.1:${config.chainPort}`;
  const chain = await connectChain(rpcUrl, false).catch(() => {
    throw new CursorError(
      `No chain answers at ${rpcUrl}: start the chain (or set CHAIN_RPC_URL) first`,
    );
  });
  const db = await openDb(config);
  try {
    if (command.name === 'rewind') {
      const { from, to } = await rewindCursor(db, chain.client, command.block);
      console.log(`Cursor moved from ${line(from)} to ${line(to)}.`);
      return 0;
    }
    const { cursor, onChain } = await cursorState(db, chain.client);
    const agrees = !cursor.blockHash || onChain === cursor.blockHash;
    console.log(`Cursor at ${line(cursor)}.`);
    console.log(
      agrees
        ? 'The chain holds that block: the watcher reads on from it.'
        : `The chain holds ${onChain ?? 'no block'} at that height: a reorg; rewind to a block both histories share.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, CursorError, 'Cannot read the cursor');
