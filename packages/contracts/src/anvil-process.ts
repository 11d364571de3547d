// The Anvil process behind the local chain: the binary npm installed for this machine, its
// arguments, its output, and waiting for it to listen and answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ChainStateError } from './chain-state';
import {
  DEV_ACCOUNT_BALANCE,
  DEV_ACCOUNT_COUNT,
  DEV_MNEMONIC,
  LOCAL_CHAIN_ID,
} from './dev-accounts';
import { canReadListeningPorts, listeningPort } from './listening-port';

export interface AnvilProcess {
  pid: number;
  /** How the process ended, once it has and its output is read; undefined while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Its last lines of output, for error messages. */
  tail(): string[];
  /** SIGTERM (SIGKILL after 5 s); resolves once the process has ended. */
  terminate(): Promise<void>;
}

export function launchAnvil(args: string[], log?: (line: string) => void): AnvilProcess {
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
export async function listening(
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
export async function answered(
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
export function exitedEarly(
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

export function anvilArgs(opts: {
  host: string;
  port: number;
  silent: boolean;
  loadState: string | undefined;
  genesisTime?: Date;
}): string[] {
  return [
    ...['--host', opts.host, '--port', String(opts.port)],
    ...['--chain-id', String(LOCAL_CHAIN_ID), '--mnemonic', DEV_MNEMONIC],
    ...['--accounts', String(DEV_ACCOUNT_COUNT), '--balance', String(DEV_ACCOUNT_BALANCE)],
    ...(opts.loadState ? ['--load-state', opts.loadState] : []),
    ...(opts.genesisTime
      ? ['--timestamp', String(Math.floor(opts.genesisTime.getTime() / 1000))]
      : []),
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

export async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
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
