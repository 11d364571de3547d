import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../src/paths';
import { compiledEntry } from './compiled';

/**
 * An operator command of apps/api/scripts (`name`.ts), as `npm run` starts it but compiled
 * beforehand (test/compile-entries.ts).
 */
export function runScript(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; out: string }> {
  const script = fileURLToPath(new URL(`../../scripts/${name}.ts`, import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [compiledEntry(script), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}
