// The local chain's state on disk: dumped from a running Anvil on request, loaded at its start.
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { createTestClient, http, isHex, publicActions } from 'viem';

/** The kept chain state cannot be loaded: the chain does not start rather than start empty. */
export class ChainStateError extends Error {
  override readonly name = 'ChainStateError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(
      `The local chain's saved state ${file} cannot be loaded (${detail}). ` +
        'Move or delete it to start a new chain.',
    );
  }
}

const savesInProgress = new Map<string, Promise<bigint>>();

/**
 * Writes the state of the Anvil chain at `rpcUrl` into `file`, atomically (a temp file, fsync,
 * rename), and answers the block number read before the dump: every block up to it is on disk.
 * Saves of the same file run one after another, so an older dump never replaces a newer one.
 */
export async function saveChainState(rpcUrl: string, file: string): Promise<bigint> {
  const key = resolve(file);
  const previous = savesInProgress.get(key);
  const save = (previous ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => dumpStateInto(rpcUrl, file));
  savesInProgress.set(key, save);
  const forget = () => {
    if (savesInProgress.get(key) === save) savesInProgress.delete(key);
  };
  save.then(forget, forget);
  return save;
}

async function dumpStateInto(rpcUrl: string, file: string): Promise<bigint> {
  const client = createTestClient({
    mode: 'anvil',
    // A dump of a long-lived chain can take a while; a stopped chain must fail at once.
    transport: http(rpcUrl, { retryCount: 0, timeout: 60_000 }),
  }).extend(publicActions);
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const dump = await client.dumpState();
  if (!isHex(dump, { strict: true })) {
    throw new Error(`anvil_dumpState on ${rpcUrl} did not answer a hex string`);
  }
  // Anvil answers the state JSON gzipped; --load-state reads the plain JSON.
  const json = await promisify(gunzip)(Buffer.from(dump.slice(2), 'hex'));
  await writeFileDurably(file, json);
  return blockNumber;
}

async function writeFileDurably(file: string, data: Buffer): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  // The rename itself is durable once the directory is synced.
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}
