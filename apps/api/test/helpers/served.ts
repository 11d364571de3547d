// The product in a process of its own, as `npm start` runs it, for tests that kill it with
// SIGKILL (no handler runs, nothing is saved on the way out) and start it again. It starts
// compiled (test/compile-entries.ts): each restart costs the start itself, not tsx's loading.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { REPO_ROOT } from '../../src/paths';
import { chainStateFile } from '../../src/start/chain';
import { compiledEntry } from './compiled';
import { eventually } from './eventually';

const SERVE = fileURLToPath(new URL('../start/fixtures/serve-product.ts', import.meta.url));

/**
 * The limit for a test that starts the product several times (each start: a chain, the
 * database, the migrations, a built process). On a machine shared with another CI run and
 * benchmarks (load average 30-40), one took just under the API project's 10 minutes; this
 * only ends a hang.
 */
export const SEVERAL_STARTS_TIMEOUT = 20 * 60_000;

export interface Served {
  child: ChildProcess;
  url: string;
}

const running = new Set<ChildProcess>();
const dataDirs = new Set<string>();

/** A failed test leaves neither a product nor its chain (which outlives a killed product). */
export function cleanUpServed() {
  afterEach(() => {
    for (const child of running) child.kill('SIGKILL');
    running.clear();
    for (const dataDir of dataDirs) {
      const chain = chainPid(dataDir);
      if (chain) process.kill(chain, 'SIGKILL');
    }
    dataDirs.clear();
  });
}

/** The local chain's process, from the pid file it keeps while it runs. */
export function chainPid(dataDir: string): number | null {
  try {
    const file = `${chainStateFile({ dataDir })}.pid`;
    const pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Starts the product in its own process and waits for it to listen. */
export function serve(env: Record<string, string>): Promise<Served> {
  dataDirs.add(env.DATA_DIR ?? '');
  const child = spawn(process.execPath, [compiledEntry(SERVE)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the product exited (${code}):\n${out}`)));
  });
}

/** kill -9: no handler runs, nothing is saved on the way out. */
export async function killHard(pid: number) {
  process.kill(pid, 'SIGKILL');
  await eventually(async () => {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    throw new Error(`process ${pid} did not die`);
  });
}

/** `npm run ledger:check` while the API holds the embedded database asks it this. */
export async function ledgerBalances(base: string): Promise<boolean> {
  const res = await fetch(`${base}/health/ledger`);
  const body = (await res.json()) as { ok?: boolean };
  if (body.ok === undefined) throw new Error(`GET /health/ledger: ${JSON.stringify(body)}`);
  return body.ok;
}
