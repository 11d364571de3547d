/**
 * `npm test`: lint, then four lanes side by side, each line of their output whole:
 * - the projects whose files run side by side (API, shared, web), on Vitest's two workers;
 * - the API's longest files (the property test on each database, the route fuzzer);
 * - the projects whose files must run one at a time (the contracts on one chain, the browser
 *   tests on one product);
 * - the type check.
 * In a single Vitest run the one-at-a-time projects would come last, on one worker, with the
 * other idle: the browser tests wait on Chromium and the server most of the time, and here
 * that time goes to the other lanes. They are the longest chain of files that cannot overlap,
 * so they start at once rather than after the type check (which ran before them, in one lane,
 * and made it the last to finish). Exits non-zero when any step failed.
 */
import { spawn } from 'node:child_process';

/** Projects that run their files one at a time (`fileParallelism: false`). */
const ONE_AT_A_TIME = ['contracts', 'e2e'];
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
 * Lanes whose files can share the cores in any order run niced: the one-at-a-time lane and
 * the long files are chains that cannot be split, so on a busy machine they take the CPU
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
  const [sideBySide, long, oneAtATime, typecheck] = await Promise.all([
    vitest(SIDE_BY_SIDE, NICE),
    vitest(LONG),
    vitest(ONE_AT_A_TIME),
    run('nice', ['-n', '5', 'npm', 'run', 'typecheck']),
  ]);
  console.log(
    `\nnpm test: API, shared and web ${verdict(sideBySide)}; type check ${verdict(typecheck)}; ` +
      `contracts and browser ${verdict(oneAtATime)}; the longest API files ${verdict(long)}`,
  );
  return sideBySide || long || typecheck || oneAtATime;
}

const verdict = (code: number) => (code === 0 ? 'passed' : `FAILED (exit ${code})`);

process.exitCode = await main();
