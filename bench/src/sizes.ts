import { loadavg } from 'node:os';

/**
 * The sizes a settlement benchmark runs and the figures it prints for each: BENCH_SIZES
 * ("100000,1000000") runs each size in turn, smallest first, in the same process, so the
 * larger size's peak RSS shows whether memory grows with the number of users (the peak is the
 * process's, so it can only rise from one size to the next).
 */
export function benchSizes(single: string, fallback: number): number[] {
  const list = process.env.BENCH_SIZES ?? process.env[single] ?? String(fallback);
  return list
    .split(',')
    .map((s) => Number(s.replaceAll('_', '')))
    .sort((a, b) => a - b);
}

/** PGlite (in memory) too, unless BENCH_PGLITE=0 or the size is past what it holds well. */
export const withPglite = (n: number) => process.env.BENCH_PGLITE !== '0' && n <= 100_000;

/** This process's peak resident set so far, MB. */
export const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

export interface SizeFigure {
  target: string;
  size: number;
  seconds: number;
  rssMb: number;
}

/** The sizes side by side: each one's time and the process's peak RSS after it. */
export function printSizes(what: string, figures: readonly SizeFigure[]): void {
  if (figures.length < 2) return;
  console.log(`\n${what}, each size in this run:`);
  for (const f of figures) {
    console.log(
      `  ${f.target.padEnd(28)} ${String(f.size).padStart(9)}  ${f.seconds
        .toFixed(1)
        .padStart(7)} s   peak RSS ${f.rssMb.toFixed(0).padStart(5)} MB`,
    );
  }
  console.log(`  (load average ${loadAverage()})`);
}

/** The machine's load averages (1, 5, 15 minutes): it is shared, so the figures carry them. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
