/**
 * API throughput: an authenticated read (GET /api/v2/user/wallet with a real session) through
 * the real product (started by apps/api's startProduct, as `npm start` does), beside a bare
 * Fastify route, in the same run on this machine. Target: the authenticated read at >= 40% of
 * the bare route. Loggers are off on both so the figure is the request path, not stdout.
 *
 *   npm run api-read -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run api-read -w @xbond/bench
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema
 * of its own, dropped at the end). BENCH_SECONDS and BENCH_ROUNDS set the size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@xbond/api/config';
import type { Db } from '@xbond/api/db/db';
import { openPostgres } from '@xbond/api/db/postgres';
import { startProduct } from '@xbond/api/start/product';
import { findFreePort } from '@xbond/contracts/chain';
import Fastify from 'fastify';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';
import { type LoadResult, runLoad } from './run-load';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOST = '127.0.0.1';
const TARGET_RATIO = 0.4;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type Measured = LoadResult & { cpuMicros: number };

interface Target {
  name: string;
  /** Default: the embedded PGlite in the product's DATA_DIR. */
  openDb?: () => Promise<Db>;
  close?: () => Promise<void>;
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = await benchSchema(url);
  return {
    name: `PostgreSQL (${new URL(url).host})`,
    openDb: () => openPostgres(url, schema.options),
    close: schema.drop,
  };
}

/** Starts the product on `target`, then alternates bare and authenticated rounds. */
async function measure(target: Target, bareUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xbond-bench-'));
  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_PORT: String(await findFreePort()),
    ALLOWED_ORIGINS: origin,
    RATE_LIMIT_PER_MIN: '1000000',
    LOG_LEVEL: 'silent',
  });
  const product = await startProduct(config, {
    log: () => {},
    logger: false,
    // No web app: the figure is the API's.
    webDistDir: join(dataDir, 'no-web'),
    openDb: target.openDb,
  });
  try {
    const headers = { authorization: `Bearer ${await signIn(origin, product.chain.chainId)}` };
    const walletUrl = `${origin}/api/v2/user/wallet`;
    await runLoad(bareUrl, { seconds: 1 });
    await runLoad(walletUrl, { seconds: 1, headers });
    // Both servers run in this process: its CPU time per request is the server's cost, a
    // steadier figure than throughput on a machine shared with the load generator.
    const load = async (url: string, withHeaders: boolean) => {
      const before = process.cpuUsage();
      const result = await runLoad(url, { seconds: SECONDS, ...(withHeaders ? { headers } : {}) });
      const cpu = process.cpuUsage(before);
      return { ...result, cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.requests) };
    };
    const rounds: { bare: Measured; authed: Measured }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternating order: a machine that slows down mid-run slows both sides alike.
      if (r % 2 === 0) {
        const bare = await load(bareUrl, false);
        rounds.push({ bare, authed: await load(walletUrl, true) });
      } else {
        const authed = await load(walletUrl, true);
        rounds.push({ bare: await load(bareUrl, false), authed });
      }
    }
    const med = (f: (x: (typeof rounds)[number]) => number) => median(rounds.map(f));
    const errors = rounds.reduce((n, x) => n + x.authed.errors, 0);
    console.log(`\n${target.name}: ${ROUNDS} rounds of ${SECONDS} s per side, medians`);
    console.log(
      `  bare Fastify route:        ${med((x) => x.bare.perSecond)
        .toFixed(0)
        .padStart(6)} req/s, ` + `${med((x) => x.bare.cpuMicros).toFixed(1)} µs CPU per request`,
    );
    console.log(
      `  authenticated wallet read: ${med((x) => x.authed.perSecond)
        .toFixed(0)
        .padStart(6)} req/s, ` +
        `${med((x) => x.authed.cpuMicros).toFixed(1)} µs CPU per request (errors ${errors})`,
    );
    const ratio = med((x) => x.authed.perSecond / x.bare.perSecond);
    const cpuRatio = med((x) => x.bare.cpuMicros / x.authed.cpuMicros);
    console.log(
      `  ratio: ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%); by CPU per request ` +
        `${(cpuRatio * 100).toFixed(1)}%; rounds ${rounds
          .map((x) => `${((x.authed.perSecond / x.bare.perSecond) * 100).toFixed(0)}%`)
          .join(' ')}`,
    );
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 1, msg: '', data: { ok: true } }));
  const barePort = await findFreePort();
  await bare.listen({ port: barePort, host: HOST });
  const bareUrl = `http://${HOST}:${barePort}/bare`;

  const url = benchDatabaseUrl();
  const targets: (() => Promise<Target>)[] = [async () => ({ name: 'PGlite (embedded)' })];
  if (url) targets.push(() => postgresTarget(url));
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
  try {
    for (const open of targets) {
      const target = await open();
      try {
        await measure(target, bareUrl);
      } finally {
        await target.close?.();
      }
    }
  } finally {
    await bare.close();
  }
}

await main();
