// Bond tests: calls through the app, refusals by name, and the users' ledger balances.
import type { Asset } from '@xbond/shared/assets';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import type { LocalAccount } from 'viem';
import { expect } from 'vitest';
import type { UserKind } from '../../src/ledger/accounts';
import { systemBalance, userBalance } from '../../src/ledger/balances';
import { call, type MoneyApp } from './money';
import { transfer } from './product';

type Reply = Promise<{ code: number; msg: string; data: never }>;

export function bondApi(m: MoneyApp) {
  const { db } = m.app.money;
  return {
    post: (auth: string, url: string, body: object, key?: string) =>
      call(m.app, auth, 'POST', url, body, key ? { 'idempotency-key': key } : {}),
    get: (auth: string, url: string, query: Record<string, string | number> = {}) =>
      call(
        m.app,
        auth,
        'GET',
        `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
      ),
    async ok<T>(reply: Reply): Promise<T> {
      const body = await reply;
      expect(body.code, body.msg).toBe(1);
      return body.data as T;
    },
    async refused(reply: Reply, name: ErrorName) {
      const body = await reply;
      expect(body.code, body.msg).toBe(ERRORS[name].code);
      return body.msg;
    },
    balance: (userId: string, asset: Asset, kind: UserKind = 'available') =>
      userBalance(db, userId, asset, kind),
    treasury: (asset: Asset) => systemBalance(db, 'treasury', asset),
  };
}

/** Signs `who` in, deposits `amounts` into the Vault and lets the watcher credit them. */
export async function depositor(
  m: MoneyApp,
  rpcUrl: string,
  who: LocalAccount,
  amounts: Partial<Record<Asset, string>>,
) {
  const auth = await m.login(who);
  for (const [asset, amount] of Object.entries(amounts) as [Asset, string][]) {
    await transfer(rpcUrl, who, m.tokens[asset], m.deployment.vault, amount);
  }
  await m.app.watcher.tick();
  const [row] = await m.app.money.db.query<{ id: string }>(
    'SELECT id::text FROM users WHERE address = $1',
    [who.address.toLowerCase()],
  );
  if (!row) throw new Error(`${who.address} is not registered`);
  return { auth, userId: row.id };
}
