// Several API instances (docs/deploy.md): two apps on one PostgreSQL and one Redis, behind
// nginx configured from deploy/nginx/xbond.conf.template, each with its chain watcher and job
// runner started, as two processes of a deployment would be.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@xbond/shared/errors';
import type { LocalAccount } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { envelope } from '../helpers/app';
import { decimal } from '../helpers/bonds';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { eventually } from '../helpers/eventually';
import { createMoneyApp, type MoneyApp, units } from '../helpers/money';
import {
  httpsRequest,
  nginxInstalled,
  prepareNginx,
  type RunningNginx,
  startNginx,
  testNginx,
} from '../helpers/nginx';
import { deployOwn, ownAccount, ownChain } from '../helpers/own-chain';
import { transfer } from '../helpers/product';
import { dropRedisKeys, REDIS_URL, redisAnswers } from '../helpers/redis';
import { postLogin, signedLogin } from '../helpers/siwe';

const postgres = databases().find((d) => d.name === 'postgres');
const missing = [
  postgres ? null : 'TEST_DATABASE_URL',
  (await redisAnswers()) ? null : `Redis at ${REDIS_URL}`,
  nginxInstalled() ? null : 'nginx and openssl',
].filter((m) => m !== null);

describe.skipIf(!nginxInstalled())('the deployment’s nginx template', () => {
  it('passes nginx -t once rendered, TLS server included', async () => {
    const checked = testNginx(await prepareNginx(['127.0.0.1:8080', '127.0.0.1:8081']));
    expect(checked.output).toContain('test is successful');
    expect(checked.ok).toBe(true);
  });
});

const alice = ownAccount(1);
const START = '2026-11-23T10:00:00Z';
const DAY = 86_400_000;

describe.skipIf(missing.length > 0)(
  `two API instances on one PostgreSQL and one Redis behind nginx${
    missing.length ? ` (skipped: no ${missing.join(', no ')})` : ''
  }`,
  () => {
    const chain = ownChain();
    const clock = manualClock(START);
    const prefix = `xbond-test:${randomUUID()}:`;
    let close: () => Promise<void>;
    let second: Db;
    let a: MoneyApp;
    let b: MoneyApp;
    let nginx: RunningNginx;
    /** Where each instance listens, and how many requests each has received. */
    const direct: string[] = [];
    const served = [0, 0];
    const gained = (before: number[], i: number) => (served[i] ?? 0) - (before[i] ?? 0);
    let ipSeq = 0;
    const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
    /** Each test's client, so that one test's 401s do not count against the next. */
    let clientIp = freshIp();
    beforeEach(() => {
      clientIp = freshIp();
    });

    beforeAll(async () => {
      if (!postgres) return;
      const opened = await postgres.open();
      ({ close } = opened);
      second = await (opened.another as () => Promise<Db>)();
      const deployment = await deployOwn(chain.rpcUrl);
      const env = {
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        // Every instance needs the same one (each would otherwise generate its own).
        GENESIS_INVITE_CODE: 'SCALE2026',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LOGIN_PER_MIN: '4',
        RATE_LIMIT_UNAUTHORIZED_PER_MIN: '3',
        // An hour: what reaches the other instance below does not wait for a cache to expire.
        SESSION_CACHE_SECONDS: '3600',
        WALLET_CACHE_SECONDS: '3600',
        WATCHER_INTERVAL_MS: '100',
        JOBS_INTERVAL_MS: '100',
        SWAP_SLIPPAGE_DEFAULT_BPS: '500',
      };
      const options = { clock, rpcUrl: chain.rpcUrl };
      a = await createMoneyApp(opened.db, ownAccount(0), env, deployment, options);
      b = await createMoneyApp(second, ownAccount(0), env, deployment, options);
      await a.app.jobs.tick(); // registers the period jobs: their first periods are in progress
      for (const [i, m] of [a, b].entries()) {
        await m.app.listen({ port: 0, host: '127.0.0.1' });
        m.app.server.on('request', () => {
          served[i] = (served[i] ?? 0) + 1;
        });
        direct.push(`127.0.0.1:${(m.app.server.address() as AddressInfo).port}`);
      }
      nginx = await startNginx(direct);
      for (const m of [a, b]) {
        m.app.watcher.start();
        m.app.jobs.start();
      }
    });
    afterAll(async () => {
      await nginx?.stop();
      await a?.app.close();
      await b?.app.close();
      await second?.close();
      await close?.();
      await dropRedisKeys(prefix);
    });

    /** Through the load balancer, as a browser would come. */
    const viaNginx = (
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: object } = {},
    ) =>
      httpsRequest(`${nginx.origin}${path}`, nginx.ca, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    /** Straight to instance `i` (0 = A, 1 = B) over HTTP. */
    const at = async (i: number, path: string, auth: string, body?: object, key?: string) => {
      const res = await fetch(`http://${direct[i]}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: auth,
          'x-forwarded-for': clientIp,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, ...((await res.json()) as { code: number; data: never }) };
    };
    /** Signs in on A from an IP of its own (the sign-in limit is per IP). */
    const login = async (who: LocalAccount) => {
      const body = await signedLogin(a.app, who as Parameters<typeof signedLogin>[1], {
        inviteCode: a.config.genesisInviteCode,
      });
      const res = await postLogin(a.app, body, { 'x-forwarded-for': freshIp() });
      const data = envelope(res).data as { token: string } | null;
      if (!data) throw new Error(`sign-in failed: ${res.body}`);
      return `Bearer ${data.token}`;
    };
    const available = async (i: number, auth: string, asset: string) => {
      const wallet = await at(i, '/api/v2/user/wallet', auth);
      const data = wallet.data as { balances: { asset: string; available: string }[] };
      return data.balances.find((x) => x.asset === asset)?.available;
    };

    it('limits a sign-in flood across both instances, whatever X-Forwarded-For it forges', async () => {
      const before = [...served];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const body = await signedLogin(a.app, alice as Parameters<typeof signedLogin>[1]);
        const res = await viaNginx('/api/v2/login/address', {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.status);
      }
      // Four sign-ins a minute from this IP in all, not four per instance.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
      expect(gained(before, 0)).toBeGreaterThan(0);
      expect(gained(before, 1)).toBeGreaterThan(0);
    });

    it('refuses a flood of made-up tokens from one IP after three 401s, on both instances', async () => {
      const before = [...served];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const token = randomUUID().replaceAll('-', '').padEnd(43, 'x');
        const res = await viaNginx('/api/v2/user/wallet', {
          headers: { authorization: `Bearer ${token}` },
        });
        statuses.push(res.status);
        if (res.status === 429) expect(JSON.parse(res.body).code).toBe(ERRORS.rateLimited.code);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      expect(gained(before, 0)).toBeGreaterThan(0);
      expect(gained(before, 1)).toBeGreaterThan(0);
    });

    it('refuses on one instance a session logged out on the other, at once', async () => {
      for (let round = 0; round < 3; round++) {
        const auth = await login(alice);
        expect((await at(0, '/api/v2/user/wallet', auth)).status).toBe(200);
        expect((await at(1, '/api/v2/user/wallet', auth)).status).toBe(200);
        const [from, to] = round % 2 === 0 ? [0, 1] : [1, 0];
        expect((await at(from, '/api/v2/login/logout', auth, {})).code).toBe(1);
        // The logout answers once its instance heard the revocation's NOTIFY, which PostgreSQL
        // sends to both at once: the other instance refuses it at once or within moments (its
        // delivery there can trail by a scheduling slice on a busy machine), though its cache
        // holds it for an hour.
        await eventually(
          async () => expect((await at(to, '/api/v2/user/wallet', auth)).status).toBe(401),
          5_000,
        );
      }
    });

    it('credits a deposit once with both watchers running', async () => {
      const auth = await login(alice);
      const hash = await transfer(chain.rpcUrl, alice, a.tokens.X, a.deployment.vault, '100');
      // Both watchers read the same blocks: on their timers and here at the same moment.
      await Promise.all([a.app.watcher.tick(), b.app.watcher.tick()]);
      for (const i of [0, 1]) {
        await eventually(async () => expect(await available(i, auth, 'X')).toBe('100'));
      }
      const events = await second.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM chain_events WHERE tx_hash = $1',
        [hash.toLowerCase()],
      );
      expect(events[0]?.n).toBe('1');
      await a.expectConserved();
    });

    it('lets a swap and a stake racing on both instances never overdraw one balance', async () => {
      const auth = await login(alice);
      expect(await available(0, auth, 'X')).toBe('100');
      const quote = await at(0, '/api/v2/swap/quote?from=X&to=USDD&amount=30', auth);
      const quotedOut = (quote.data as { amountOut: string }).amountOut;
      // 8 requests of 30 X against 100 X, every other one on the other instance, all at once.
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? at(
                i % 4 === 0 ? 0 : 1,
                '/api/v2/swap/exchange',
                auth,
                { from: 'X', to: 'USDD', amount: '30', quotedOut },
                `race-${i}`,
              )
            : at(
                i % 4 === 1 ? 1 : 0,
                '/api/v2/pledge/current/stake',
                auth,
                { amount: '30' },
                `race-${i}`,
              ),
        ),
      );
      const codes = results.map((r) => r.code);
      expect(codes.filter((c) => c === 1)).toHaveLength(3);
      expect(codes.filter((c) => c !== 1).every((c) => c === ERRORS.insufficientBalance.code)).toBe(
        true,
      );
      for (const i of [0, 1]) {
        await eventually(async () => expect(await available(i, auth, 'X')).toBe('10'));
      }
      await a.expectConserved();
    });

    it('runs each job period once with both job runners running', async () => {
      const auth = await login(alice);
      expect(
        (await at(1, '/api/v2/pledge/current/stake', auth, { amount: '10' }, 'last')).code,
      ).toBe(1);
      const info = await at(0, '/api/v2/pledge/info', auth);
      const principal = units(
        (info.data as { flexible: { principal: string } }).flexible.principal,
      );
      expect(principal % units('10')).toBe(0n);
      // Two days on: today ends (staked part of it: no yield) and tomorrow ends (held all day).
      clock.set(new Date(new Date(START).getTime() + 2 * DAY).toISOString());
      for (let i = 0; i < 20; i++) {
        const [x, y] = await Promise.all([a.app.jobs.tick(), b.app.jobs.tick()]);
        expect(x.failed ?? y.failed).toBeUndefined();
        if (x.ran.length === 0 && y.ran.length === 0) break;
      }
      const runs = await second.query<{ job: string; period: string; status: string }>(
        `SELECT job, period, status FROM job_runs WHERE job = 'pledge-flexible-yield' ORDER BY period`,
      );
      expect(runs.map((r) => r.status)).toEqual(['done', 'done']);
      // One day's yield at 0.3% of the principal, paid once (not once per instance).
      const yieldOnce = (principal * 3000n) / 1_000_000n;
      const expected = decimal(yieldOnce);
      for (const i of [0, 1]) {
        await eventually(async () => expect(await available(i, auth, 'X')).toBe(expected));
      }
      await a.expectConserved();
    });
  },
);
