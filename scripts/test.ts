/**
 * `npm test`: lint, then four lanes side by side, each line of their output whole:
 * - the projects whose files run side by side (API, shared, web), on Vitest's two workers;
 * - the API's longest files (the property test on each database, the route fuzzer);
 * - the browser tests (two files at a time, each on a product of its own) and the contracts
 *   (one at a time, on one chain);
 * - the type check.
 * In a single Vitest run the browser tests would wait for the others' workers: they wait on
 * Chromium and the server most of the time, and in a lane of their own that time goes to the
 * other lanes. They are the longest chain of files, so they start at once rather than after
 * the type check. Exits non-zero when any step failed.
 */
import { spawn } from 'node:child_process';

/** The browser tests, and the contracts' files, which run one at a time on one chain. */
const BROWSER = ['contracts', 'e2e'];
/**
 * The others, named (Vitest's `--project !name` does not leave a project out: both lanes ran
 * the browser tests). A new project goes into one of the two lists.
 */
const SIDE_BY_SIDE = ['api', 'shared', 'web'];
/** The API's longest files (apps/api/vitest.long.config.ts), a lane of their own. */
const LONG = ['api-long'];

/** Runs `command` and resolves with its exit code, writing its output a whole line at a time. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        const text = partial + chunk;
        const end = text.lastIndexOf('\n') + 1;
        to.write(text.slice(0, end));
        partial = text.slice(end);
      });
      from.on('end', () => {
        if (partial) to.write(`${partial}\n`);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Lanes whose files can share the cores in any order run niced: the browser lane and the long
 * files are chains that cannot be split further, so on a busy machine they take the CPU
 * first and the run ends near the total CPU's share rather than at the longest chain's.
 */
const NICE = ['nice', '-n', '5'];

const vitest = (projects: string[], prefix: string[] = []) => {
  const [command = 'npx', ...args] = [
    ...prefix,
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
  ];
  return run(command, args);
};

async function main() {
  const lint = await run('npm', ['run', 'lint']);
  if (lint !== 0) return lint;
  const [sideBySide, long, browser, typecheck] = await Promise.all([
    vitest(SIDE_BY_SIDE, NICE),
    vitest(LONG),
    vitest(BROWSER),
    run('nice', ['-n', '5', 'npm', 'run', 'typecheck']),
  ]);
  console.log(
    `\nnpm test: API, shared and web ${verdict(sideBySide)}; type check ${verdict(typecheck)}; ` +
      `contracts and browser ${verdict(browser)}; the longest API files ${verdict(long)}`,
  );
  return sideBySide || long || typecheck || browser;
}

const verdict = (code: number) => (code === 0 ? 'passed' : `FAILED (exit ${code})`);

process.exitCode = await main();
