// A local EVM chain for development and tests: Anvil (Foundry's node), a native binary shipped
// by the npm package @foundry-rs/anvil. It starts in well under a second, and it can dump its
// whole state (accounts, code, storage, blocks with their hashes) on request and load it at
// start: with a `statePath` the local chain survives restarts. Saving is explicit (saveState,
// saveChainState) rather than Anvil's own periodic dumps, so the caller knows which block is
// durable; stop() saves too.
import { type ChildProcess, spawn } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import {
  type Address,
  createPublicClient,
  createTestClient,
  http,
  isHex,
  publicActions,
} from 'viem';
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts';
import { canReadListeningPorts, listeningPort } from './listening-port';

/** The well-known development mnemonic: these keys are public, never use them for value. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const LOCAL_CHAIN_ID = 31337;
const DEV_ACCOUNT_COUNT = 20;
/** Ether per dev account: gas is never the thing a demo or test runs out of. */
const DEV_ACCOUNT_BALANCE = 1_000_000;

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
  const anvil = launchAnvil(anvilArgs({ host, port, silent: !log, loadState }), log);
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
  const pidFile = pidFileOf(statePath);
  writePidFile(pidFile, { pid: anvil.pid, rpcUrl });
  const removePidFile = () => {
    // Not when another start has replaced this chain (see replaceOrphanedChain): it is theirs.
    if (readPidFile(pidFile)?.pid === anvil.pid) rmSync(pidFile, { force: true });
  };
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
          `The local chain stopped, but its state could not be saved into ${statePath}: ${message(saveError)}`,
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

interface AnvilProcess {
  pid: number;
  /** How the process ended, once it has and its output is read; undefined while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Its last lines of output, for error messages. */
  tail(): string[];
  /** SIGTERM (SIGKILL after 5 s); resolves once the process has ended. */
  terminate(): Promise<void>;
}

function launchAnvil(args: string[], log?: (line: string) => void): AnvilProcess {
  const child = spawn(anvilBinary(), args, {
    // Own process group, so stopping kills the whole tree with one signal.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Always drain both pipes (a full pipe would block the node); keep a tail for error messages.
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      log?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  // If the parent exits without stopping the chain, do not leave it running.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  // 'close', not 'exit': the output is fully read by then, so the tail has the last words.
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const closed = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      ended = { code, signal };
      process.removeListener('exit', killOnExit);
      resolve();
    });
  });

  let terminating: Promise<void> | undefined;
  const terminate = () => {
    terminating ??= (async () => {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await closed;
      clearTimeout(timer);
    })();
    return terminating;
  };
  return { pid: child.pid ?? -1, ended: () => ended, tail: () => [...tail], terminate };
}

/**
 * The port Anvil listens on once it does (on Linux; elsewhere the port asked for); undefined
 * when it ended first, as when another process holds the port. Waiting for this process to
 * listen keeps a node started on the same port at the same moment, by another test run, from
 * answering in its place. Stops the process and throws when it takes longer than `timeoutMs`.
 */
async function listening(
  anvil: AnvilProcess,
  host: string,
  port: number,
  timeoutMs: number,
): Promise<number | undefined> {
  if (!canReadListeningPorts()) return port;
  const started = Date.now();
  while (!anvil.ended()) {
    const bound = listeningPort(anvil.pid);
    if (bound !== undefined) return bound;
    if (Date.now() - started > timeoutMs) {
      await anvil.terminate();
      throw new Error(
        `The local chain did not listen on ${host}:${port} within ${timeoutMs} ms\n${anvil.tail().join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/**
 * Polls eth_chainId until it answers; undefined when the process ended first. Stops the process
 * and throws when it takes longer than `timeoutMs`.
 */
async function answered(
  anvil: AnvilProcess,
  rpcUrl: string,
  timeoutMs: number,
): Promise<number | undefined> {
  const started = Date.now();
  while (!anvil.ended()) {
    const chainId = await rpcChainId(rpcUrl);
    if (chainId !== undefined) return chainId;
    if (Date.now() - started > timeoutMs) {
      await anvil.terminate();
      throw new Error(
        `The local chain did not answer eth_chainId on ${rpcUrl} within ${timeoutMs} ms\n${anvil.tail().join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/** Why Anvil ended before answering: the state file it could not load, or else its output. */
function exitedEarly(
  anvil: AnvilProcess,
  rpcUrl: string,
  port: number,
  loadState: string | undefined,
): Error {
  const tail = anvil.tail();
  if (loadState) {
    // Anvil rejects an unreadable --load-state file as an invalid argument, naming the option.
    const line = tail.find((l) => l.includes('--load-state'));
    if (line) return new ChainStateError(loadState, line.replace(/^error:\s*/, ''));
  }
  const ended = anvil.ended();
  return new Error(
    `The local chain (anvil) exited before answering on ${rpcUrl} ` +
      `(code ${ended?.code}, signal ${ended?.signal}); is port ${port} busy?\n${tail.join('\n')}`,
  );
}

function anvilArgs(opts: {
  host: string;
  port: number;
  silent: boolean;
  loadState: string | undefined;
}): string[] {
  return [
    ...['--host', opts.host, '--port', String(opts.port)],
    ...['--chain-id', String(LOCAL_CHAIN_ID), '--mnemonic', DEV_MNEMONIC],
    ...['--accounts', String(DEV_ACCOUNT_COUNT), '--balance', String(DEV_ACCOUNT_BALANCE)],
    ...(opts.loadState ? ['--load-state', opts.loadState] : []),
    ...(opts.silent ? ['--silent'] : []),
  ];
}

// npm installs only the platform package that matches this machine (an optional dependency of
// @foundry-rs/anvil), so it is resolved from there.
const ANVIL_ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };
const ANVIL_PLATFORMS = new Set(['linux', 'darwin']);

function anvilBinary(): string {
  const pkg = `@foundry-rs/anvil-${process.platform}-${ANVIL_ARCH[process.arch] ?? process.arch}`;
  const binary = resolveAnvilPackage(pkg);
  if (!binary) {
    throw new Error(
      `The local chain needs Anvil from the npm package ${pkg}, which is not installed ` +
        `(run npm install; Anvil is published for linux and darwin, x64 and arm64).`,
    );
  }
  return binary;
}

function resolveAnvilPackage(pkg: string): string | undefined {
  if (!ANVIL_PLATFORMS.has(process.platform) || !ANVIL_ARCH[process.arch]) return undefined;
  try {
    const main = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
    const binary = join(dirname(createRequire(main).resolve(`${pkg}/package.json`)), 'bin/anvil');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // negative pid: the whole process group
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---- saving the state ----

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

// ---- the pid file: finding a chain orphaned by a killed start ----

interface PidRecord {
  pid: number;
  rpcUrl: string;
}

function pidFileOf(statePath: string): string {
  return `${statePath}.pid`;
}

function writePidFile(file: string, record: PidRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The record in `file`, or undefined when there is none or it is not one. */
function readPidFile(file: string): PidRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, rpcUrl } = parsed as Record<string, unknown>;
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 && typeof rpcUrl === 'string'
      ? { pid, rpcUrl }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A start killed with SIGKILL leaves its Anvil running, with blocks the state file may not
 * have. Saves that chain's state into `statePath`, stops it, and removes the pid file. A pid
 * file naming a dead process, or one that is not Anvil (the pid was reused), is just removed.
 */
async function replaceOrphanedChain(statePath: string): Promise<void> {
  const file = pidFileOf(statePath);
  if (!existsSync(file)) return;
  const orphan = readPidFile(file);
  if (orphan && isAnvil(orphan.pid)) {
    try {
      await saveChainState(orphan.rpcUrl, statePath);
    } catch (error) {
      throw new Error(
        `A local chain left running by an earlier start (pid ${orphan.pid}, ${orphan.rpcUrl}) ` +
          `could not be saved into ${statePath}: ${message(error)}. ` +
          `Stop it (kill ${orphan.pid}) to go on from the last saved state.`,
        { cause: error },
      );
    }
    await endProcess(orphan.pid);
  }
  rmSync(file, { force: true });
}

/**
 * True while `pid` is a live Anvil, by its command line (Linux /proc): a zombie has none, and a
 * reused pid has another program.
 */
function isAnvil(pid: number): boolean {
  try {
    const [program = ''] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return basename(program) === 'anvil';
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
async function endProcess(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const started = Date.now();
  let killed = false;
  while (isAnvil(pid)) {
    const waited = Date.now() - started;
    if (waited > 5000 && !killed) {
      signal('SIGKILL');
      killed = true;
    }
    if (waited > 10_000) throw new Error(`The local chain left running (pid ${pid}) did not stop`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---- dev accounts and small helpers ----

// BIP-39 seed = PBKDF2-SHA512(mnemonic, "mnemonic", 2048): computed once with node:crypto, as
// viem's pure-JS mnemonicToAccount would redo it for every account (~30 ms each).
let devRoot: HDKey | undefined;
const devAccountCache = new Map<number, HDAccount>();

/** The first `count` accounts of DEV_MNEMONIC (m/44'/60'/0'/0/i), as the local chain funds them. */
export function devAccounts(count = DEV_ACCOUNT_COUNT): HDAccount[] {
  devRoot ??= HDKey.fromMasterSeed(pbkdf2Sync(DEV_MNEMONIC, 'mnemonic', 2048, 64, 'sha512'));
  const root = devRoot;
  return Array.from({ length: count }, (_, i) => {
    let account = devAccountCache.get(i);
    if (!account) {
      account = hdKeyToAccount(root, { addressIndex: i });
      devAccountCache.set(i, account);
    }
    return account;
  });
}

/** True when `address` holds contract code on the chain at `rpcUrl`. */
export async function hasCode(rpcUrl: string, address: Address): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

/** A port that was free a moment ago (the OS picks it when binding port 0). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the bound port'));
      });
    });
  });
}
