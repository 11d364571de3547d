/**
 * API throughput: an authenticated read (GET /api/v2/user/wallet with a real session) through
 * the real product as `npm start` runs it (startProduct, default LOG_LEVEL, request logs on),
 * beside a bare route on Fastify's defaults (no logger), as fastify/benchmarks and users mean
 * "Fastify", in the same run on this machine. Target: the authenticated read at >= 50% of the
 * bare route. A bare route with Fastify's logger on is measured too, as a diagnostic (what
 * logging costs a route). Each server runs in a process of its own (serve.ts) with its log
 * lines written to /dev/null, as a deployment's go to a file descriptor; the load comes from
 * another process (load.ts, raw sockets: cheaper per request than any server measured).
 * Each side prints its req/s, p99 latency and server CPU per request; the ratio is printed
 * beside the machine's load average during the run (a shared machine's figures vary with it).
 *
 *   npm run api-read -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run api-read -w @xbond/bench
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema
 * of its own, dropped at the end). BENCH_SECONDS, BENCH_ROUNDS and BENCH_CONNECTIONS set the
 * size.
 */
import { cpus, loadavg } from 'node:os';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';
import { type LoadResult, runLoad } from './run-load';
import { type ServerProcess, startServer } from './server-process';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A side's run: its load result, the server's CPU per request, the 1-minute load average after. */
type Measured = LoadResult & { cpuMicros: number; loadAverage: number };

interface Target {
  name: string;
  /** serve.ts's database arguments: none for the embedded PGlite in the product's DATA_DIR. */
  args: string[];
  close?: () => Promise<void>;
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = await benchSchema(url);
  return {
    name: `PostgreSQL (${new URL(url).host})`,
    args: [url, schema.options],
    close: schema.drop,
  };
}

/** `url` loaded for SECONDS, with the server's CPU time per request it answered. */
async function load(server: ServerProcess, url: string, headers: Record<string, string> = {}) {
  const before = await server.cpu();
  const result = await runLoad(url, { seconds: SECONDS, connections: CONNECTIONS, headers });
  const cpu = (await server.cpu()) - before;
  const loadAverage = loadavg()[0] ?? 0;
  return { ...result, cpuMicros: cpu / Math.max(1, result.requests), loadAverage };
}

/** The servers compared: the bare route without and with a logger, the product's read. */
interface Sides {
  bare: ServerProcess;
  logged: ServerProcess;
}
type Side = 'bare' | 'logged' | 'authed';
type Round = Record<Side, Measured>;

/** Starts the product on `target`, then measures each side per round, in a rotating order. */
async function measure(target: Target, sides: Sides) {
  const product = await startServer(['product', ...target.args]);
  try {
    const headers = { authorization: `Bearer ${await signIn(product.url, product.chainId)}` };
    const targets: Record<Side, [ServerProcess, string, Record<string, string>?]> = {
      bare: [sides.bare, `${sides.bare.url}/bare`],
      logged: [sides.logged, `${sides.logged.url}/bare`],
      authed: [product, `${product.url}/api/v2/user/wallet`, headers],
    };
    for (const [, url, h] of Object.values(targets)) await runLoad(url, { seconds: 1, headers: h });
    const order: Side[] = ['bare', 'authed', 'logged'];
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // A machine that slows down mid-run slows every side alike.
      const round: Partial<Round> = {};
      for (let i = 0; i < order.length; i++) {
        const side = order[(r + i) % order.length] as Side;
        round[side] = await load(...targets[side]);
      }
      rounds.push(round as Round);
    }
    report(target.name, rounds);
  } finally {
    await product.stop();
  }
}

function report(name: string, rounds: Round[]) {
  const med = (f: (x: Round) => number) => median(rounds.map(f));
  const errors = rounds.reduce((n, x) => n + x.authed.errors, 0);
  const line = (label: string, side: Side) =>
    `  ${label} ${med((x) => x[side].perSecond)
      .toFixed(0)
      .padStart(6)} req/s, p99 ${med((x) => x[side].p99Ms)
      .toFixed(1)
      .padStart(5)} ms, ${med((x) => x[side].cpuMicros).toFixed(1)} µs server CPU per request`;
  const percent = (f: (x: Round) => number) => `${(med(f) * 100).toFixed(1)}%`;
  const loads = rounds.flatMap((x) => Object.values(x).map((m) => m.loadAverage));
  const loadRange = `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
  console.log(
    `\n${name}: ${ROUNDS} rounds of ${SECONDS} s per side, ${CONNECTIONS} connections, medians`,
  );
  console.log(line('bare Fastify route (defaults, no logger):', 'bare'));
  console.log(`${line('product wallet read (defaults, logs on): ', 'authed')} (errors ${errors})`);
  console.log(line('bare route, logger: true (diagnostic):   ', 'logged'));
  console.log(
    `  ratio: ${percent((x) => x.authed.perSecond / x.bare.perSecond)} of the bare route ` +
      `(target >= ${TARGET_RATIO * 100}%) at load average ${loadRange} ` +
      `(${cpus().length} cores); by CPU per request ` +
      `${percent((x) => x.bare.cpuMicros / x.authed.cpuMicros)}; rounds ${rounds
        .map((x) => `${((x.authed.perSecond / x.bare.perSecond) * 100).toFixed(0)}%`)
        .join(' ')}`,
  );
  console.log(
    `  diagnostic: ${percent((x) => x.authed.perSecond / x.logged.perSecond)} of the logged ` +
      `bare route; ${percent((x) => x.logged.perSecond / x.bare.perSecond)} is what ` +
      `Fastify's logger leaves of the bare route`,
  );
}

async function main() {
  const sides = { bare: await startServer(['bare']), logged: await startServer(['bare-logged']) };
  const url = benchDatabaseUrl();
  const targets: (() => Promise<Target>)[] = [
    async () => ({ name: 'PGlite (embedded)', args: [] }),
  ];
  if (url) targets.push(() => postgresTarget(url));
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
  try {
    for (const open of targets) {
      const target = await open();
      try {
        await measure(target, sides);
      } finally {
        await target.close?.();
      }
    }
  } finally {
    await Promise.all([sides.bare.stop(), sides.logged.stop()]);
  }
}

await main();
