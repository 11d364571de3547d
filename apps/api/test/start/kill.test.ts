import { erc20Abi } from '@xbond/contracts/abis';
import { loadDeployment } from '@xbond/contracts/deploy';
import { createPublicClient, http, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { deploymentFile } from '../../src/start/chain';
import { eventually } from '../helpers/eventually';
import { startedProductEnv, transfer } from '../helpers/product';
import {
  chainPid,
  cleanUpServed,
  killHard,
  ledgerBalances,
  SEVERAL_STARTS_TIMEOUT,
  serve,
} from '../helpers/served';
import { account, siweMessage } from '../helpers/siwe';

const user = account(4);

cleanUpServed();

async function api<T>(url: string, init: RequestInit & { auth?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.auth ? { authorization: init.auth } : {}),
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

async function signUp(base: string, inviteCode: string): Promise<string> {
  const { nonce } = await api<{ nonce: string }>(
    `${base}/api/v2/login/nonce?address=${user.address}`,
  );
  const message = siweMessage({ nonce, address: user.address });
  const { token } = await api<{ token: string }>(`${base}/api/v2/login/address`, {
    method: 'POST',
    body: JSON.stringify({
      address: user.address,
      message,
      signature: await user.signMessage({ message }),
      invite_code: inviteCode,
    }),
  });
  return `Bearer ${token}`;
}

const availableX = async (base: string, auth: string) =>
  (
    await api<{ balances: { asset: string; available: string }[] }>(`${base}/api/v2/user/wallet`, {
      auth,
    })
  ).balances.find((b) => b.asset === 'X')?.available;

describe('kill -9 and a restart', () => {
  it(
    'credits nothing twice, loses nothing, and keeps the ledger equal to the Vault',
    async () => {
      // Only the saves the ledger asks for: the watcher and the timer are out of the way.
      const env = await startedProductEnv({
        WATCHER_INTERVAL_MS: '600000',
        CHAIN_SAVE_INTERVAL_MS: '600000',
      });
      const inviteCode = loadConfig(env).genesisInviteCode;

      let served = await serve(env);
      const auth = await signUp(served.url, inviteCode);
      const deployment = loadDeployment(deploymentFile({ dataDir: env.DATA_DIR }));
      const rpc = `http://127.0.0.1:${env.CHAIN_PORT}`;
      const x = deployment.tokens.X.address;
      const walletX = () =>
        createPublicClient({ transport: http(rpc) }).readContract({
          address: x,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user.address],
        });

      // A deposit credited by its callback: the chain was saved before the credit.
      const order = await api<{ id: string }>(`${served.url}/api/v2/recharge/create`, {
        method: 'POST',
        auth,
        body: JSON.stringify({ asset: 'X', amount: '100' }),
      });
      const paid = await transfer(rpc, user, x, deployment.vault, '100');
      const credited = await api<{ status: string }>(`${served.url}/api/v2/recharge/callback`, {
        method: 'POST',
        auth,
        body: JSON.stringify({ id: order.id, txHash: paid }),
      });
      expect(credited.status).toBe('credited');
      // A transfer nobody has booked or saved yet, then the whole machine dies: product and chain.
      await transfer(rpc, user, x, deployment.vault, '50');
      const chain = chainPid(env.DATA_DIR);
      await killHard(served.child.pid ?? -1);
      await killHard(chain ?? -1);

      served = await serve(env);
      // The chain came back at its last save: the credited deposit is there, the unsaved
      // transfer never happened (the wallet still has those 50 X), and nothing was booked for it.
      expect(await availableX(served.url, auth)).toBe('100');
      expect(await walletX()).toBe(parseUnits('999900', 18));
      expect(await ledgerBalances(served.url)).toBe(true);

      // A plain transfer, then only the product dies: its chain lives on and is taken over.
      await transfer(rpc, user, x, deployment.vault, '7');
      await killHard(served.child.pid ?? -1);
      served = await serve({ ...env, WATCHER_INTERVAL_MS: '200' });
      await eventually(async () => expect(await availableX(served.url, auth)).toBe('107'));
      expect(await ledgerBalances(served.url)).toBe(true);
      served.child.kill('SIGTERM');
      await new Promise((r) => served.child.once('exit', r));
    },
    SEVERAL_STARTS_TIMEOUT,
  );
});
