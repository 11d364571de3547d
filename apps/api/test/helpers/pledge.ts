// Staking tests: an app whose clock the test moves, and users with X to stake.
import type { FixedOrderList, PledgeInfo } from '@xbond/shared/api/pledge';
import type { FinancialDetail } from '@xbond/shared/api/records';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import type { LocalAccount } from 'viem';
import { expect } from 'vitest';
import { manualClock } from './clock';
import type { TestDatabase } from './databases';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from './money';

/** An app on its own database and Vault, its clock moved by hand, with signed-in users. */
export async function pledgeApp(
  database: TestDatabase,
  operator: LocalAccount,
  start: string,
  env: Record<string, string>,
) {
  const { db, close } = await database.open();
  const clock = manualClock(start);
  const m = await createMoneyApp(db, operator, env, undefined, { clock });
  // The first tick registers the day jobs: their first period is the day in progress.
  await m.app.jobs.tick();
  return { db, close, clock, m };
}

/** Deposits `amount` X from `who` and signs them in; answers the bearer header. */
export async function fundedUser(m: MoneyApp, who: LocalAccount, amount: string) {
  const auth = await m.login(who);
  await sendToken(who, m.tokens.X, m.deployment.vault, units(amount));
  await m.app.watcher.tick();
  return auth;
}

type Reply = Promise<{ code: number; msg: string; data: never }>;

/**
 * The staking routes of `m`: a POST under /api/v2/pledge/, an answer that must succeed or be
 * refused by name, the info, the regular orders and the user's records.
 */
export function pledgeApi(m: MoneyApp) {
  const post = (auth: string, url: string, body: object, key?: string) =>
    call(m.app, auth, 'POST', `/api/v2/pledge/${url}`, body, key ? { 'idempotency-key': key } : {});
  const ok = async <T>(reply: Reply) => {
    const body = await reply;
    expect(body.code, body.msg).toBe(1);
    return body.data as T;
  };
  const refused = async (reply: Reply, name: ErrorName) => {
    const body = await reply;
    expect(body.code, body.msg).toBe(ERRORS[name].code);
    return body.msg;
  };
  const get = <T>(auth: string, url: string) => ok<T>(call(m.app, auth, 'GET', url));
  return {
    post,
    ok,
    refused,
    info: (auth: string) => get<PledgeInfo>(auth, '/api/v2/pledge/info'),
    /** The regular orders, `query` as in the URL ('?status=active'). */
    list: (auth: string, query = '') =>
      get<FixedOrderList>(auth, `/api/v2/pledge/regular/list${query}`),
    records: (auth: string, query: string) =>
      get<FinancialDetail>(auth, `/api/v2/user/financial_detail${query}`),
  };
}
