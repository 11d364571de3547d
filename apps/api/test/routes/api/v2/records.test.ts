import { ERRORS } from '@xbond/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/db';
import { databases } from '../../../helpers/databases';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '../../../helpers/money';
import { account } from '../../../helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 17 operator, 18 user.
const operator = account(17);
const user = account(18);

interface Entry {
  id: string;
  type: string;
  asset: string;
  amount: string;
  time: string;
  status: string;
}
interface Page {
  items: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(databases())('records (financial_detail) on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let auth: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await createMoneyApp(db, operator);
    auth = await m.login(user);
    // Three deposits (X, USDD, X) and one withdrawal of X, oldest first.
    await sendToken(user, m.tokens.X, m.deployment.vault, units('100'));
    await sendToken(user, m.tokens.USDD, m.deployment.vault, units('40.5'));
    await sendToken(user, m.tokens.X, m.deployment.vault, units('12'));
    await m.app.watcher.tick();
    const w = await call(m.app, auth, 'POST', '/api/v2/withdraw/apply', {
      asset: 'X',
      amount: '25',
    });
    expect(w.code, w.msg).toBe(1);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  const records = async (query: string) => {
    const body = await call(m.app, auth, 'GET', `/api/v2/user/financial_detail${query}`);
    expect(body.code, body.msg).toBe(1);
    return body.data as Page;
  };

  it('lists every change of the available balance, newest first, with signed amounts', async () => {
    const page = await records('');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((e) => [e.type, e.asset, e.amount, e.status])).toEqual([
      ['withdraw', 'X', '-25', 'pending'],
      ['deposit', 'X', '12', 'completed'],
      ['deposit', 'USDD', '40.5', 'completed'],
      ['deposit', 'X', '100', 'completed'],
    ]);
    for (const e of page.items) expect(new Date(e.time).toISOString()).toBe(e.time);
  });

  it('filters by asset and by type, and pages', async () => {
    expect((await records('?asset=USDD')).items.map((e) => e.amount)).toEqual(['40.5']);
    const deposits = await records('?type=deposit&asset=X');
    expect(deposits.total).toBe(2);
    expect(deposits.items.map((e) => e.amount)).toEqual(['12', '100']);
    const second = await records('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((e) => e.amount)).toEqual(['100']);
    expect((await records('?page=3&pageSize=3')).items).toEqual([]);
    expect((await records('?type=withdraw_refund')).total).toBe(0);
  });

  it('refuses a page size above 100, page 0 and unknown filters', async () => {
    for (const query of ['?pageSize=101', '?page=0', '?asset=DOGE', '?type=bond', '?sort=asc']) {
      const body = await call(m.app, auth, 'GET', `/api/v2/user/financial_detail${query}`);
      expect(body.code, query).toBe(ERRORS.invalidRequest.code);
    }
  });

  it('shows only the signed-in user their own records', async () => {
    const other = await m.login(account(17));
    const body = await call(m.app, other, 'GET', '/api/v2/user/financial_detail');
    expect(body.data).toMatchObject({ total: 0, items: [] });
    const res = await m.app.inject({ method: 'GET', url: '/api/v2/user/financial_detail' });
    expect(res.statusCode).toBe(401);
  });
});
