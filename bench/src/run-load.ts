import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOAD = fileURLToPath(new URL('./load.ts', import.meta.url));

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  /** The 99th percentile of the answers' latencies. */
  p99Ms: number;
}

/** Runs the load generator in a child process against `url`. */
export function runLoad(
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const args = [
    '--import',
    'tsx',
    LOAD,
    url,
    String(options.seconds ?? 5),
    String(options.connections ?? 32),
    JSON.stringify(options.headers ?? {}),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LoadResult);
    });
  });
}
