/**
 * API throughput: an authenticated read (GET /api/v2/user/wallet with a real session) through
 * the real product as `npm start` runs it (startProduct, default LOG_LEVEL, request logs on),
 * beside a bare Fastify route with Fastify's default logger, in the same run on this machine.
 * Target: the authenticated read at >= 40% of the bare route. Each server runs in a process of
 * its own (serve.ts) with its log lines written to /dev/null, as a deployment's go to a file
 * descriptor; the figures are the request path with its logging, not a terminal's speed.
 *
 *   npm run api-read -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run api-read -w @xbond/bench
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema
 * of its own, dropped at the end). BENCH_SECONDS and BENCH_ROUNDS set the size.
 */
import { benchDatabaseUrl, benchSchema } from './postgres-schema';
import { type LoadResult, runLoad } from './run-load';
import { type ServerProcess, startServer } from './server-process';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.4;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type Measured = LoadResult & { cpuMicros: number };

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
  const result = await runLoad(url, { seconds: SECONDS, headers });
  const cpu = (await server.cpu()) - before;
  return { ...result, cpuMicros: cpu / Math.max(1, result.requests) };
}

/** Starts the product on `target`, then alternates bare and authenticated rounds. */
async function measure(target: Target, bare: ServerProcess) {
  const product = await startServer(['product', ...target.args]);
  try {
    const headers = { authorization: `Bearer ${await signIn(product.url, product.chainId)}` };
    const walletUrl = `${product.url}/api/v2/user/wallet`;
    const bareUrl = `${bare.url}/bare`;
    await runLoad(bareUrl, { seconds: 1 });
    await runLoad(walletUrl, { seconds: 1, headers });
    const rounds: { bare: Measured; authed: Measured }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternating order: a machine that slows down mid-run slows both sides alike.
      if (r % 2 === 0) {
        const b = await load(bare, bareUrl);
        rounds.push({ bare: b, authed: await load(product, walletUrl, headers) });
      } else {
        const authed = await load(product, walletUrl, headers);
        rounds.push({ bare: await load(bare, bareUrl), authed });
      }
    }
    report(target.name, rounds);
  } finally {
    await product.stop();
  }
}

function report(name: string, rounds: { bare: Measured; authed: Measured }[]) {
  const med = (f: (x: (typeof rounds)[number]) => number) => median(rounds.map(f));
  const errors = rounds.reduce((n, x) => n + x.authed.errors, 0);
  const line = (label: string, side: 'bare' | 'authed') =>
    `  ${label} ${med((x) => x[side].perSecond)
      .toFixed(0)
      .padStart(6)} req/s, ${med((x) => x[side].cpuMicros).toFixed(1)} µs server CPU per request`;
  console.log(`\n${name}: ${ROUNDS} rounds of ${SECONDS} s per side, medians`);
  console.log(line('bare Fastify route (logger: true):       ', 'bare'));
  console.log(`${line('product wallet read (defaults, logs on):', 'authed')} (errors ${errors})`);
  const ratio = med((x) => x.authed.perSecond / x.bare.perSecond);
  const cpuRatio = med((x) => x.bare.cpuMicros / x.authed.cpuMicros);
  console.log(
    `  ratio: ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%); by CPU per request ` +
      `${(cpuRatio * 100).toFixed(1)}%; rounds ${rounds
        .map((x) => `${((x.authed.perSecond / x.bare.perSecond) * 100).toFixed(0)}%`)
        .join(' ')}`,
  );
}

async function main() {
  const bare = await startServer(['bare']);
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
        await measure(target, bare);
      } finally {
        await target.close?.();
      }
    }
  } finally {
    await bare.stop();
  }
}

await main();
