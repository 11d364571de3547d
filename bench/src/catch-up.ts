/**
 * The local demo's "+30 days" (POST /api/v2/dev/time) on the product as `npm start` runs it:
 * a trader swaps (so the hour's, week's and month's prize pots carry through the quiet periods
 * that follow) and stakes (so every day pays), then the clock moves 30 days and the answer
 * waits for every period that ended: 720 hours, 90 epochs, 30 days of settlements. Prints the
 * seconds and the period runs. No pass/fail.
 *
 *   npm run catch-up -w @xbond/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run catch-up -w @xbond/bench
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema
 * of its own, dropped at the end). BENCH_DAYS sets the move (default 30).
 */
import { join } from 'node:path';
import type { Db } from '@xbond/api/db/db';
import { openPostgres } from '@xbond/api/db/postgres';
import { type RunningProduct, startProduct } from '@xbond/api/start/product';
import { erc20Abi } from '@xbond/contracts/abis';
import { devAccounts } from '@xbond/contracts/chain';
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem';
import { foundry } from 'viem/chains';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';
import { productSettings } from './product-settings';
import { signIn } from './sign-in';

const DAYS = Number(process.env.BENCH_DAYS ?? 30);

/** Dev account 1 pays USDD and X into the Vault; the watcher credits them. */
async function deposit(product: RunningProduct) {
  const account = devAccounts(2)[1];
  if (!account) throw new Error('no dev account 1');
  const transport = http(product.chain.rpcUrl);
  const wallet = createWalletClient({ chain: foundry, transport, account });
  const client = createPublicClient({ chain: foundry, transport });
  for (const asset of ['USDD', 'X'] as const) {
    const hash = await wallet.writeContract({
      address: product.deployment.tokens[asset].address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [product.deployment.vault, parseUnits('5000', 18)],
    });
    await client.waitForTransactionReceipt({ hash });
  }
  await product.app.watcher.tick();
}

async function measure(name: string, openDb?: () => Promise<Db>) {
  const { config, dataDir, origin, remove } = await productSettings({ LOG_LEVEL: 'silent' });
  const product = await startProduct(config, {
    log: () => {},
    logger: false,
    webDistDir: join(dataDir, 'no-web'),
    ...(openDb ? { openDb } : {}),
  });
  try {
    const token = await signIn(origin, product.chain.chainId, {
      account: 1,
      inviteCode: config.genesisInviteCode,
    });
    const api = async (method: 'GET' | 'POST', path: string, body?: object) => {
      const res = await fetch(`${origin}/api/v2/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': crypto.randomUUID(),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const envelope = (await res.json()) as { code: number; msg: string; data: unknown };
      if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data as Record<string, string>;
    };
    await deposit(product);
    const swap = { from: 'USDD', to: 'X', amount: '1000' };
    const quote = await api('GET', `swap/quote?${new URLSearchParams(swap)}`);
    await api('POST', 'swap/exchange', { ...swap, quotedOut: quote.amountOut });
    await api('POST', 'pledge/current/stake', { amount: '1000' });
    const runs = async () =>
      Number((await product.db.query<{ n: string }>('SELECT count(*) AS n FROM job_runs'))[0]?.n);
    const before = await runs();
    const started = performance.now();
    await api('POST', 'dev/time', { advanceSeconds: DAYS * 86_400 });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${name}: +${DAYS} days answered in ${seconds.toFixed(1)} s ` +
        `(${(await runs()) - before} period runs)`,
    );
  } finally {
    await product.stop();
    remove();
  }
}

const url = benchDatabaseUrl();
await measure('PGlite (embedded)');
if (url) {
  const schema = await benchSchema(url);
  try {
    await measure(`PostgreSQL (${new URL(url).host})`, () => openPostgres(url, schema.options));
  } finally {
    await schema.drop();
  }
} else
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
