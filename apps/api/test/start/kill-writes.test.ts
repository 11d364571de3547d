/**
 * kill -9 while eight clients write: stakes, swaps and withdrawals, each with an
 * Idempotency-Key, retried with the same key whenever an answer is lost. The product is killed
 * three times mid-stream and started again each time (the embedded PGlite of the demo, the
 * product's default and the store that must survive a SIGKILL on its own; on PostgreSQL the
 * server keeps what was committed whatever happens to the product). Afterwards: every session
 * still opens, the ledger balances, each user's balance is what their accepted requests took,
 * once each, and every request replayed with its key answers as first and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { loadDeployment } from '@xbond/contracts/deploy';
import type { HDAccount } from 'viem';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { deploymentFile } from '../../src/start/chain';
import { eventually } from '../helpers/eventually';
import { startedProductEnv, transfer } from '../helpers/product';
import {
  cleanUpServed,
  killHard,
  ledgerBalances,
  SEVERAL_STARTS_TIMEOUT,
  type Served,
  serve,
} from '../helpers/served';
import { account, siweMessage } from '../helpers/siwe';

cleanUpServed();

const CLIENTS = Array.from({ length: 8 }, (_, i) => account(10 + i));
const FUNDING = 1000;
/** Every write takes this much X from available: a stake, a swap's input, a withdrawal. */
const STEP = 10;
const KILLS = 3;
/** Writes answered between two kills. */
const BETWEEN = 24;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
interface Write {
  url: string;
  body: object;
  key: string;
  answer: Envelope;
}

/** One HTTP call; null when no answer came (the product is down or was killed mid-request). */
async function send(
  base: () => string,
  path: string,
  init: { auth?: string; body?: object; key?: string } = {},
): Promise<Envelope | null> {
  try {
    const res = await fetch(`${base()}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.auth ? { authorization: init.auth } : {}),
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return (await res.json()) as Envelope;
  } catch {
    return null;
  }
}

/** Writes sent again with their key after their answer was lost. */
let retried = 0;

/**
 * Set from a kill until the product listens again: a call that got no answer meanwhile waits
 * for it rather than knocking at a closed port every 100 ms (thousands of refused connections
 * while a start takes its seconds).
 */
let restarting: Promise<void> | undefined;

/** Calls until an answer comes, always with the same key: a lost answer is retried, never redone. */
async function untilAnswered(
  base: () => string,
  path: string,
  init: { auth?: string; body?: object; key?: string } = {},
): Promise<Envelope> {
  for (;;) {
    const answer = await send(base, path, init);
    if (answer) return answer;
    if (init.key) retried++;
    await (restarting ?? new Promise((r) => setTimeout(r, 100)));
  }
}

async function signUp(base: string, who: HDAccount, inviteCode: string): Promise<string> {
  const nonce = (await untilAnswered(() => base, `/api/v2/login/nonce?address=${who.address}`))
    .data as { nonce: string };
  const message = siweMessage({ nonce: nonce.nonce, address: who.address });
  const login = await untilAnswered(() => base, '/api/v2/login/address', {
    body: {
      address: who.address,
      message,
      signature: await who.signMessage({ message }),
      invite_code: inviteCode,
    },
  });
  if (login.code !== 1) throw new Error(`sign-in: ${login.msg}`);
  return `Bearer ${(login.data as { token: string }).token}`;
}

const availableX = async (base: string, auth: string) => {
  const wallet = await untilAnswered(() => base, '/api/v2/user/wallet', { auth });
  const data = wallet.data as { balances: { asset: string; available: string }[] };
  return data.balances.find((b) => b.asset === 'X')?.available;
};

describe('kill -9 during concurrent writes', () => {
  it(
    'loses and doubles nothing: sessions stay, the ledger balances, replays move nothing',
    async () => {
      const started = Date.now();
      const env = await startedProductEnv({ WATCHER_INTERVAL_MS: '200' });
      const inviteCode = loadConfig(env).genesisInviteCode;
      let served: Served = await serve(env);
      const base = () => served.url;
      const auths = await Promise.all(CLIENTS.map((c) => signUp(served.url, c, inviteCode)));

      // Each client's X, credited by the watcher as plain deposits.
      const deployment = loadDeployment(deploymentFile({ dataDir: env.DATA_DIR }));
      const rpc = `http://127.0.0.1:${env.CHAIN_PORT}`;
      const x = deployment.tokens.X.address;
      for (const c of CLIENTS) await transfer(rpc, c, x, deployment.vault, String(FUNDING));
      for (const auth of auths) {
        await eventually(async () =>
          expect(await availableX(served.url, auth)).toBe(String(FUNDING)),
        );
      }
      const quote = await untilAnswered(base, `/api/v2/swap/quote?from=X&to=USDD&amount=${STEP}`, {
        auth: auths[0] as string,
      });
      const quotedOut = (quote.data as { amountOut: string }).amountOut;

      const writes: Write[][] = CLIENTS.map(() => []);
      let answered = 0;
      let writing = true;
      const client = async (i: number) => {
        const auth = auths[i] as string;
        for (let n = 0; writing; n++) {
          const [url, body] = [
            ['/api/v2/pledge/current/stake', { amount: String(STEP) }],
            ['/api/v2/swap/exchange', { from: 'X', to: 'USDD', amount: String(STEP), quotedOut }],
            ['/api/v2/withdraw/apply', { asset: 'X', amount: String(STEP) }],
          ][(n + i) % 3] as [string, object];
          const key = randomUUID();
          const answer = await untilAnswered(base, url, { auth, body, key });
          writes[i]?.push({ url, body, key, answer });
          answered++;
        }
      };
      const clients = CLIENTS.map((_, i) => client(i));
      for (let kill = 1; kill <= KILLS; kill++) {
        while (answered < kill * BETWEEN) await new Promise((r) => setTimeout(r, 20));
        let listening = () => {};
        restarting = new Promise((r) => {
          listening = r;
        });
        await killHard(served.child.pid ?? -1);
        served = await serve(env);
        restarting = undefined;
        listening();
      }
      while (answered < (KILLS + 1) * BETWEEN) await new Promise((r) => setTimeout(r, 20));
      writing = false;
      await Promise.all(clients);

      // Sessions stay, and each balance is what its accepted writes took, each once.
      for (const [i, auth] of auths.entries()) {
        const accepted = (writes[i] ?? []).filter((w) => w.answer.code === 1).length;
        expect(await availableX(served.url, auth)).toBe(String(FUNDING - accepted * STEP));
      }
      expect(await ledgerBalances(served.url)).toBe(true);

      // Every write replayed with its key answers as it first did, and moves nothing.
      const balances = await Promise.all(auths.map((auth) => availableX(served.url, auth)));
      for (const [i, auth] of auths.entries()) {
        // A refused write was rolled back with its key: only accepted ones have an answer kept.
        for (const w of (writes[i] ?? []).filter((x) => x.answer.code === 1)) {
          const again = await untilAnswered(base, w.url, { auth, body: w.body, key: w.key });
          expect(again.code, `${w.url} ${w.key}`).toBe(w.answer.code);
          const [first, replay] = [w.answer.data, again.data] as ({ id?: string } | null)[];
          if (first?.id !== undefined) expect(replay?.id).toBe(first.id);
          else expect(replay).toEqual(first);
        }
      }
      expect(await Promise.all(auths.map((auth) => availableX(served.url, auth)))).toEqual(
        balances,
      );
      expect(await ledgerBalances(served.url)).toBe(true);
      expect(writes.flat().filter((w) => w.answer.code === 1).length).toBeGreaterThan(KILLS * 8);
      // The kills did land among writes in flight: their answers were lost and they were retried.
      expect(retried).toBeGreaterThan(0);
      console.info(
        `kill -9 during writes: ${answered} writes, ${retried} retries, ${KILLS} kills, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      served.child.kill('SIGTERM');
      await new Promise((r) => served.child.once('exit', r));
    },
    SEVERAL_STARTS_TIMEOUT,
  );
});
