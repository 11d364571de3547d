import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadSummary } from './stats';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * Runs the users' loops in a child process for `seconds`. The sessions go through a file
 * readable by this user only, never on a command line.
 */
export function runUsers(base: string, tokens: string[], seconds: number): Promise<LoadSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'xbond-load-users-'));
  const input = join(dir, 'input.json');
  writeFileSync(input, JSON.stringify({ base, seconds, tokens }), { mode: 0o600 });
  return new Promise<LoadSummary>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', WORKER, input],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        rmSync(dir, { recursive: true, force: true });
        if (error) reject(error);
        else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LoadSummary);
      },
    );
  });
}
