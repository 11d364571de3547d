import { ERRORS } from '@xbond/shared/errors';
import type { LoadSummary } from './stats';

const CODE_NAMES = new Map(Object.entries(ERRORS).map(([name, d]) => [d.code, name]));

/** "200/2101" as "HTTP 200 insufficientBalance (2101)". */
function refusalLabel(key: string): string {
  const [status, code] = key.split('/');
  return `HTTP ${status} ${CODE_NAMES.get(Number(code)) ?? 'code'} (${code})`;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Prints the figures; returns how many requests the server failed (5xx or no answer). */
export function printSummary(s: LoadSummary): number {
  console.log(
    `${s.requests} requests in ${s.seconds.toFixed(1)} s: ${(s.requests / s.seconds).toFixed(0)} req/s, ` +
      `p50 ${ms(s.all.p50)}, p95 ${ms(s.all.p95)}, p99 ${ms(s.all.p99)}`,
  );
  for (const [kind, f] of Object.entries(s.byKind)) {
    console.log(
      `  ${kind.padEnd(11)} ${String(f.count).padStart(8)}  p50 ${ms(f.p50).padStart(10)}  ` +
        `p95 ${ms(f.p95).padStart(10)}  p99 ${ms(f.p99).padStart(10)}`,
    );
  }
  const refusals = Object.entries(s.refusals);
  console.log(`refusals (answers on purpose): ${refusals.length === 0 ? 'none' : ''}`);
  for (const [key, n] of refusals) console.log(`  ${refusalLabel(key)}: ${n}`);
  const errors = Object.entries(s.serverErrors);
  const total = errors.reduce((n, [, count]) => n + count, 0);
  console.log(
    `server errors: ${total === 0 ? 'none' : errors.map(([status, n]) => `HTTP ${status}: ${n}`).join(', ')}`,
  );
  return total;
}

interface LedgerHealth {
  ok: boolean;
  block: string;
  assets: { asset: string; difference: string }[];
}

/** The product's own conservation check against the chain; prints it and returns ok. */
export async function printLedgerCheck(origin: string): Promise<boolean> {
  const res = await fetch(`${origin}/health/ledger`);
  const body = (await res.json()) as LedgerHealth;
  console.log(
    `ledger check at block ${body.block}: ${body.ok ? 'PASS' : 'FAIL'} (differences ${body.assets
      .map((a) => `${a.asset} ${a.difference}`)
      .join(', ')})`,
  );
  return body.ok;
}
