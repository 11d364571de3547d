/**
 * API throughput: an authenticated read (GET /api/v2/user/wallet with a real session) through
 * the real app, beside a bare Fastify route, in the same run on this machine. Target: the
 * authenticated read at >= 40% of the bare route. Loggers are off on both so the figure is
 * the request path, not stdout. Usage: npm run api-read -w @xbond/bench
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@xbond/api/app';
import { connectChain } from '@xbond/api/chain/client';
import { loadConfig } from '@xbond/api/config';
import { migrate } from '@xbond/api/db/migrate';
import { openPglite } from '@xbond/api/db/pglite';
import { MIGRATIONS_DIR } from '@xbond/api/paths';
import { ensureGenesis } from '@xbond/api/services/genesis';
import { devAccounts, findFreePort, startLocalChain } from '@xbond/contracts/chain';
import { deployAll } from '@xbond/contracts/deploy';
import Fastify from 'fastify';
import { createSiweMessage } from 'viem/siwe';
import { runLoad } from './run-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HOST = '127.0.0.1';

async function signIn(base: string, chainId: number): Promise<string> {
  const account = devAccounts(1)[0];
  if (!account) throw new Error('no dev account');
  const nonceRes = await fetch(`${base}/api/v2/login/nonce?address=${account.address}`);
  const { data } = (await nonceRes.json()) as { data: { nonce: string } };
  const host = new URL(base).host;
  const message = createSiweMessage({
    domain: host,
    uri: base,
    address: account.address,
    statement: 'XBond',
    version: '1',
    chainId,
    nonce: data.nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 600_000),
  });
  const signature = await account.signMessage({ message });
  const res = await fetch(`${base}/api/v2/login/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: account.address, message, signature }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 1) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function main() {
  const chain = await startLocalChain({ port: await findFreePort() });
  const [deployer] = devAccounts(1);
  if (!deployer) throw new Error('no dev account');
  const deployment = await deployAll({
    rpcUrl: chain.rpcUrl,
    deployer,
    signerAddress: deployer.address,
  });

  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'xbond-bench-')),
    PORT: String(port),
    ALLOWED_ORIGINS: origin,
    RATE_LIMIT_PER_MIN: '1000000',
    LOG_LEVEL: 'silent',
  });
  const db = await openPglite();
  await migrate(db, MIGRATIONS_DIR);
  await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);
  const app = await buildApp({
    config,
    db,
    chain: await connectChain(chain.rpcUrl, true),
    deployment,
    logger: false,
  });
  await app.listen({ port, host: HOST });
  const token = await signIn(origin, chain.chainId);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 1, msg: '', data: { ok: true } }));
  const barePort = await findFreePort();
  await bare.listen({ port: barePort, host: HOST });

  // Warm both up, then measure each in turn.
  await runLoad(`http://${HOST}:${barePort}/bare`, { seconds: 1 });
  const headers = { authorization: `Bearer ${token}` };
  await runLoad(`${origin}/api/v2/user/wallet`, { seconds: 1, headers });
  const baseline = await runLoad(`http://${HOST}:${barePort}/bare`, { seconds: SECONDS });
  const authed = await runLoad(`${origin}/api/v2/user/wallet`, { seconds: SECONDS, headers });

  console.log(`bare Fastify route:        ${baseline.perSecond.toFixed(0)} req/s`);
  console.log(
    `authenticated wallet read: ${authed.perSecond.toFixed(0)} req/s (errors ${authed.errors})`,
  );
  const ratio = authed.perSecond / baseline.perSecond;
  console.log(`ratio: ${(ratio * 100).toFixed(1)}% (target >= 40%)`);

  await bare.close();
  await app.close();
  await db.close();
  await chain.stop();
}

await main();
