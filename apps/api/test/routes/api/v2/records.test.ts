import { ERRORS } from '@xbond/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { databases } from '#test/helpers/databases';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '#test/helpers/money';
import { allRecords, EXPORT_URL, expectRecordsMatchLedger, exportCsv } from '#test/helpers/records';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 17 operator, 18 user.
const operator = account(17);
const user = account(18);

interface Entry {
  id: string;
  type: string;
  account: string;
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

  it("lists every change of each of the user's accounts, newest first, signed", async () => {
    const page = await records('');
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.items.map((e) => [e.type, e.account, e.asset, e.amount, e.status])).toEqual([
      ['withdraw', 'available', 'X', '-25', 'pending'],
      ['withdraw', 'pending_withdrawal', 'X', '25', 'pending'],
      ['deposit', 'available', 'X', '12', 'completed'],
      ['deposit', 'available', 'USDD', '40.5', 'completed'],
      ['deposit', 'available', 'X', '100', 'completed'],
    ]);
    for (const e of page.items) expect(new Date(e.time).toISOString()).toBe(e.time);
  });

  it('filters by asset and by type, and pages', async () => {
    expect((await records('?asset=USDD')).items.map((e) => e.amount)).toEqual(['40.5']);
    const deposits = await records('?type=deposit&asset=X');
    expect(deposits.total).toBe(2);
    expect(deposits.items.map((e) => e.amount)).toEqual(['12', '100']);
    const second = await records('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect(second.items.map((e) => e.amount)).toEqual(['40.5', '100']);
    expect((await records('?page=3&pageSize=3')).items).toEqual([]);
    expect((await records('?account=pending_withdrawal')).items.map((e) => e.amount)).toEqual([
      '25',
    ]);
    expect((await records('?types=deposit,withdraw&asset=X')).total).toBe(4);
    expect((await records('?type=withdraw_refund')).total).toBe(0);
  });

  it('refuses a page size above 100, page 0 and unknown filters', async () => {
    for (const query of [
      '?pageSize=101',
      '?page=0',
      '?asset=DOGE',
      '?type=bond',
      '?types=deposit,bond',
      '?account=treasury',
      '?sort=asc',
    ]) {
      const body = await call(m.app, auth, 'GET', `/api/v2/user/financial_detail${query}`);
      expect(body.code, query).toBe(ERRORS.invalidRequest.code);
    }
  });

  it('sums, per account, to the ledger, in the records and in the export', async () => {
    const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE address = $1', [
      user.address.toLowerCase(),
    ]);
    await expectRecordsMatchLedger(m.app, db, m.app.money.book, auth, String(row?.id));
  });

  it("exports what the filters select, oldest first, in the request's language", async () => {
    const [header, ...rows] = await exportCsv(m.app, auth, '?asset=X&type=deposit', 'ja');
    expect(header).toEqual(['日時 (UTC)', '種類', '口座', '資産', '金額', '変動後の残高', '参照']);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['入金', '利用可能', 'X', '100', '100'],
      ['入金', '利用可能', 'X', '12', '112'],
    ]);
    // A deposit's reference is its transaction.
    for (const r of rows) expect(r[6]).toMatch(/^0x[0-9a-f]{64}$/);
    // The balance after follows every entry of the account, also those filtered out.
    const withdrawals = await exportCsv(m.app, auth, '?asset=X&account=available&type=withdraw');
    expect(withdrawals.slice(1).map((r) => [r[4], r[5]])).toEqual([['-25', '87']]);
    // A date range: nothing before the first record, everything from it.
    const all = await allRecords(m.app, auth);
    const first = all.at(-1)?.time ?? '';
    expect(await exportCsv(m.app, auth, `?to=${first}`)).toHaveLength(1);
    expect(await exportCsv(m.app, auth, `?from=${first}`)).toHaveLength(all.length + 1);
  });

  it('refuses an export with bad filters or range, and without a session', async () => {
    for (const query of [
      '?type=bond',
      '?from=yesterday',
      '?from=2026-13-45T00:00:00Z',
      '?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z',
      '?page=2',
    ]) {
      const body = await call(m.app, auth, 'GET', `${EXPORT_URL}${query}`);
      expect(body.code, query).toBe(ERRORS.invalidRequest.code);
    }
    const res = await m.app.inject({ method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(401);
  });

  it('shows only the signed-in user their own records', async () => {
    const other = await m.login(account(17));
    const body = await call(m.app, other, 'GET', '/api/v2/user/financial_detail');
    expect(body.data).toMatchObject({ total: 0, items: [] });
    expect(await exportCsv(m.app, other)).toHaveLength(1);
    const res = await m.app.inject({ method: 'GET', url: '/api/v2/user/financial_detail' });
    expect(res.statusCode).toBe(401);
  });
});
