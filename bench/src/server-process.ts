import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const ROOT_PACKAGE = new URL('../../package.json', import.meta.url);

/**
 * The Node and V8 flags `npm start` runs the product with (the root package.json's start
 * script, e.g. --max-semi-space-size), so that the product measured is the one users run.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as {
    scripts: { start: string };
  };
  const words = scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('--import')).filter((word) => word.startsWith('--'));
}

/** A server started by serve.ts in a child process (its stdout, the log lines, to /dev/null). */
export interface ServerProcess {
  url: string;
  chainId: number;
  /** The child's CPU time so far, in microseconds. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Forks serve.ts with `args`. BENCH_CPU_PROF=DIR profiles each server: a .cpuprofile in DIR
 * when it stops (open it in Chrome's DevTools).
 */
export function startServer(args: string[]): Promise<ServerProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(SERVE, args, {
    execArgv: [
      ...(args[0] === 'product' ? startFlags() : []),
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`serve.ts ${args[0]} exited (${code})`));
      child.once('exit', exited);
      child.once('message', (m) => {
        child.off('exit', exited);
        resolve(m as T);
      });
    });
  return next<{ url: string; chainId: number }>().then(({ url, chainId }) => ({
    url,
    chainId,
    async cpu() {
      const answer = next<{ cpu: number }>();
      child.send('cpu');
      return (await answer).cpu;
    },
    stop() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      return exited;
    },
  }));
}
