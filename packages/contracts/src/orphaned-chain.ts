// The pid file next to a kept chain state: it finds a chain orphaned by a killed start.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { saveChainState } from './chain-state';
import { errorMessage } from './error-message';

interface PidRecord {
  pid: number;
  rpcUrl: string;
}

function pidFileOf(statePath: string): string {
  return `${statePath}.pid`;
}

/**
 * Writes the pid file of a chain started with `statePath`, and answers the function that
 * removes it, unless another start has replaced this chain by then (see replaceOrphanedChain).
 */
export function writeChainPidFile(statePath: string, record: PidRecord): () => void {
  const file = pidFileOf(statePath);
  writePidFile(file, record);
  return () => {
    if (readPidFile(file)?.pid === record.pid) rmSync(file, { force: true });
  };
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
export async function replaceOrphanedChain(statePath: string): Promise<void> {
  const file = pidFileOf(statePath);
  if (!existsSync(file)) return;
  const orphan = readPidFile(file);
  if (orphan && isAnvil(orphan.pid)) {
    try {
      await saveChainState(orphan.rpcUrl, statePath);
    } catch (error) {
      throw new Error(
        `A local chain left running by an earlier start (pid ${orphan.pid}, ${orphan.rpcUrl}) ` +
          `could not be saved into ${statePath}: ${errorMessage(error)}. ` +
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
