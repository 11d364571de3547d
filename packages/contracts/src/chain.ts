// A local EVM chain for development and tests: Anvil (Foundry's node), a native binary shipped
// by the npm package @foundry-rs/anvil. It starts in well under a second, and it can dump its
// whole state (accounts, code, storage, blocks with their hashes) on request and load it at
// start: with a `statePath` the local chain survives restarts. Saving is explicit (saveState,
// saveChainState) rather than Anvil's own periodic dumps, so the caller knows which block is
// durable; stop() saves too.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { type Address, createPublicClient, createTestClient, http, publicActions } from 'viem';
import {
  type AnvilProcess,
  answered,
  anvilArgs,
  exitedEarly,
  launchAnvil,
  listening,
  rpcChainId,
} from './anvil-process';
import { saveChainState } from './chain-state';
import { errorMessage } from './error-message';
import { canReadListeningPorts } from './listening-port';
import { replaceOrphanedChain, writeChainPidFile } from './orphaned-chain';

export { ChainStateError, saveChainState } from './chain-state';
export { DEV_MNEMONIC, devAccounts, LOCAL_CHAIN_ID } from './dev-accounts';

export interface StartLocalChainOptions {
  /** 0: a port the system picks, free for sure (rpcUrl tells which). */
  port: number;
  host?: string;
  /** Receives the node's output line by line; also turns on Anvil's per-request logging. */
  log?: (line: string) => void;
  /** How long to wait for the RPC to answer, in ms (default 30 s). */
  timeoutMs?: number;
  /**
   * Where the chain's state is kept: loaded at start when the file exists, written by
   * saveState() and stop(). Without it the chain lives in memory only.
   */
  statePath?: string;
  /**
   * The genesis block's time; later blocks add the real time elapsed since the start. Tests
   * whose clock names fixed dates use it, so chain time and their clock agree on any day they run.
   */
  genesisTime?: Date;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /**
   * Writes the chain's state to `statePath` atomically and answers the block number read
   * before the dump: every block up to it is on disk. Throws without a `statePath`.
   */
  saveState(): Promise<bigint>;
  /** Saves the state first when there is a `statePath` (see StartLocalChainOptions), then stops. */
  stop(): Promise<void>;
}

/** Starts Anvil on host:port (port 0: one the system picks) and resolves once `eth_chainId` answers. */
export async function startLocalChain(opts: StartLocalChainOptions): Promise<LocalChain> {
  const { host = '127.0.0.1', log, timeoutMs = 30_000, statePath } = opts;

  // A chain left running by a start that was killed holds blocks newer than the file: keep them.
  if (statePath) await replaceOrphanedChain(statePath);

  // Something already answering here would be mistaken for our node: refuse clearly instead.
  const asked = `http://${host}:${opts.port}`;
  if (opts.port !== 0 && (await rpcChainId(asked)) !== undefined) {
    throw new Error(`Cannot start the local chain: ${asked} is already served by another process`);
  }

  // Where the system does not tell which port a process took, port 0 is one free a moment ago.
  const port = opts.port === 0 && !canReadListeningPorts() ? await findFreePort(host) : opts.port;
  const loadState = statePath !== undefined && existsSync(statePath) ? statePath : undefined;
  const anvil = launchAnvil(
    anvilArgs({ host, port, silent: !log, loadState, genesisTime: opts.genesisTime }),
    log,
  );
  const bound = await listening(anvil, host, port, timeoutMs);
  const rpcUrl = `http://${host}:${bound ?? port}`;
  const chainId = bound === undefined ? undefined : await answered(anvil, rpcUrl, timeoutMs);
  if (chainId === undefined) throw exitedEarly(anvil, rpcUrl, port, loadState);
  if (loadState) await resumeClock(rpcUrl);
  if (!statePath) {
    return { rpcUrl, chainId, pid: anvil.pid, saveState: noStatePath, stop: anvil.terminate };
  }
  return persistentChain(anvil, { rpcUrl, chainId, statePath });
}

/** Keeps the pid file while the chain runs; saves on request and at stop(). */
function persistentChain(
  anvil: AnvilProcess,
  { rpcUrl, chainId, statePath }: { rpcUrl: string; chainId: number; statePath: string },
): LocalChain {
  const removePidFile = writeChainPidFile(statePath, { pid: anvil.pid, rpcUrl });
  process.once('exit', removePidFile);

  const saveState = () => saveChainState(rpcUrl, statePath);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Best effort: a failed save must not leave the node running.
      const saveError = anvil.ended()
        ? undefined
        : await saveState().then(
            () => undefined,
            (e: unknown) => e,
          );
      await anvil.terminate();
      process.removeListener('exit', removePidFile);
      removePidFile();
      if (saveError) {
        throw new Error(
          `The local chain stopped, but its state could not be saved into ${statePath}: ${errorMessage(saveError)}`,
          { cause: saveError },
        );
      }
    })();
    return stopping;
  };
  return { rpcUrl, chainId, pid: anvil.pid, saveState, stop };
}

/**
 * A reloaded Anvil keeps its blocks but not its clock: new blocks would be stamped with the
 * wall time, earlier than blocks mined after a time jump. Block time never runs backwards: it
 * goes on from the later of now and the last block.
 */
async function resumeClock(rpcUrl: string): Promise<void> {
  const client = createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl, { retryCount: 0 }),
  }).extend(publicActions);
  const last = (await client.getBlock({ blockTag: 'latest' })).timestamp;
  const now = BigInt(Math.floor(Date.now() / 1000));
  if (last < now) return;
  await client.request({ method: 'evm_setTime', params: [Number(last + 1n)] } as never);
}

function noStatePath(): Promise<bigint> {
  return Promise.reject(new Error('saveState needs a chain started with a statePath'));
}

/** True when `address` holds contract code on the chain at `rpcUrl`. */
export async function hasCode(rpcUrl: string, address: Address): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

/** Where `findFreePort` picks: below every system's ephemeral range (Linux's starts at 32768). */
const PICK_FROM = 20_000;
const PICK_TO = 32_767;
const PICK_ATTEMPTS = 50;

/**
 * A port that was free a moment ago, for a process that binds it later. Picked at random below
 * the ephemeral range: the ports the system hands out (for port 0, and as the source port of
 * every outgoing connection) never land there, so on a busy machine only another explicit
 * choice can take it before it is bound. The system's pick when none of the draws is free.
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
    const port = PICK_FROM + Math.floor(Math.random() * (PICK_TO - PICK_FROM + 1));
    if ((await bindOnce(host, port)) !== undefined) return port;
  }
  const port = await bindOnce(host, 0);
  if (port === undefined) throw new Error(`no free port on ${host}`);
  return port;
}

/** Binds host:port and lets it go: the port bound, or undefined when it could not be. */
function bindOnce(host: string, port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() =>
        resolve(address && typeof address === 'object' ? address.port : undefined),
      );
    });
  });
}
