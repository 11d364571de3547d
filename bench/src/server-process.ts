import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

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
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
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
