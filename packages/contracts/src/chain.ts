// A local EVM chain for development and tests: Hardhat 2's `hardhat node` (Hardhat 3 needs
// Node 22). It is in-memory, so a restarted chain forgets every deployment (see ensureDeployment).
import { type ChildProcess, spawn } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Address, createPublicClient, http } from 'viem';
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts';

/** Hardhat's well-known development mnemonic: these keys are public, never use them for value. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const LOCAL_CHAIN_ID = 31337;

export interface StartLocalChainOptions {
  port: number;
  host?: string;
  /** Receives the node's output line by line; also turns on Hardhat's per-request logging. */
  log?: (line: string) => void;
  /** How long to wait for the RPC to answer, in ms (default 30 s). */
  timeoutMs?: number;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  pid: number;
  stop(): Promise<void>;
}

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const hardhatBin = join(
  dirname(createRequire(import.meta.url).resolve('hardhat/package.json')),
  'internal/cli/bootstrap.js',
);

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

/** Starts `hardhat node` on host:port and resolves once `eth_chainId` answers. */
export async function startLocalChain(opts: StartLocalChainOptions): Promise<LocalChain> {
  const { port, host = '127.0.0.1', log, timeoutMs = 30_000 } = opts;
  const rpcUrl = `http://${host}:${port}`;

  // Something already answering here would be mistaken for our node: refuse clearly instead.
  if ((await rpcChainId(rpcUrl)) !== undefined) {
    throw new Error(`Cannot start the local chain: ${rpcUrl} is already served by another process`);
  }

  const child = spawn(
    process.execPath,
    [hardhatBin, 'node', '--hostname', host, '--port', String(port)],
    {
      cwd: pkgDir, // so Hardhat picks up this package's hardhat.config.cjs
      env: {
        ...process.env,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        HARDHAT_HIDE_SOLIDITY_SURVEY_MESSAGE: 'true',
        XBOND_CHAIN_LOG: log ? 'true' : 'false',
      },
      // Own process group, so stop() can kill the whole tree with one signal.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

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

  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  // If the parent exits without calling stop(), do not leave an orphaned chain behind.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (exited) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exitPromise;
    clearTimeout(timer);
  };

  const started = Date.now();
  for (;;) {
    if (exited) {
      process.removeListener('exit', killOnExit);
      throw new Error(
        `The local chain (hardhat node) exited before answering on ${rpcUrl} ` +
          `(code ${exited.code}, signal ${exited.signal}); is port ${port} busy?\n${tail.join('\n')}`,
      );
    }
    const chainId = await rpcChainId(rpcUrl);
    if (chainId !== undefined) return { rpcUrl, chainId, pid: child.pid ?? -1, stop };
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `The local chain did not answer eth_chainId on ${rpcUrl} within ${timeoutMs} ms\n${tail.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
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

// BIP-39 seed = PBKDF2-SHA512(mnemonic, "mnemonic", 2048): computed once with node:crypto, as
// viem's pure-JS mnemonicToAccount would redo it for every account (~30 ms each).
let devRoot: HDKey | undefined;
const devAccountCache = new Map<number, HDAccount>();

/** The first `count` accounts of DEV_MNEMONIC (m/44'/60'/0'/0/i), as Hardhat funds them. */
export function devAccounts(count = 20): HDAccount[] {
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
