import type { Deployment } from '@xbond/contracts/deploy';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { call, type MoneyApp } from '#test/helpers/money';
import { noticesOf } from '#test/helpers/notices';
import { ownAccount, ownChain, ownMoneyApp, swapIntoPair } from '#test/helpers/own-chain';
import { transfer } from '#test/helpers/product';

// A chain of its own: these tests move X's price, which the other files read.
// The chain starts with the clock's first day, so maturity's price reads the same on any date.
const chain = ownChain('2026-11-23T09:00:00Z');
const [operator, alice, bob] = [ownAccount(0), ownAccount(1), ownAccount(2)];

describe.each(databases())('insurance on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let deployment: Deployment;
  const clock = manualClock('2026-11-23T10:00:00Z');
  let aliceAuth: string;
  let bobAuth: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await ownMoneyApp(db, chain, clock);
    deployment = m.deployment;
    aliceAuth = await m.login(alice);
    bobAuth = await m.login(bob);
    await transfer(chain.rpcUrl, alice, deployment.tokens.X.address, deployment.vault, '5000');
    await transfer(chain.rpcUrl, alice, deployment.tokens.USDD.address, deployment.vault, '1000');
    await m.app.watcher.tick();
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  const order = async (auth: string, amount: string, days = 30) => {
    const res = await call(m.app, auth, 'POST', '/api/v2/pledge/regular/create', { amount, days });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: string };
  };
  const quote = (auth: string, q: Record<string, string>) =>
    call(m.app, auth, 'GET', `/api/v2/insurance/quote?${new URLSearchParams(q)}`);
  const buy = (auth: string, body: object, key?: string) =>
    call(m.app, auth, 'POST', '/api/v2/insurance/buy', body, key ? { 'idempotency-key': key } : {});
  const refused = (body: { code: number; msg: string }, name: ErrorName) =>
    expect(body.code, body.msg).toBe(ERRORS[name].code);
  const available = async (auth: string, asset: string) => {
    const data = (await call(m.app, auth, 'GET', '/api/v2/user/wallet')).data as {
      balances: { asset: string; available: string }[];
    };
    return data.balances.find((b) => b.asset === asset)?.available;
  };

  it('quotes 5% of the covered value at X’s price, in USDD or in X', async () => {
    const o = await order(aliceAuth, '1000');
    const usdd = await quote(aliceAuth, { orderId: o.id, currency: 'USDD', amount: '1000' });
    expect(usdd.code, usdd.msg).toBe(1);
    expect(usdd.data).toMatchObject({
      premiumBps: 500,
      premium: '25',
      price: '0.5',
      insuredValue: '500',
      minReturnBps: 0,
      guarantee: '500',
    });
    const x = await quote(aliceAuth, { orderId: o.id, currency: 'X', amount: '400' });
    expect(x.data).toMatchObject({ premium: '20', insuredValue: '200' });
  });

  it('refuses without the agreement, over the principal, someone else’s order, twice', async () => {
    const o = await order(aliceAuth, '500');
    const body = { orderId: o.id, currency: 'USDD', amount: '500', agree: true };
    refused(await buy(aliceAuth, { ...body, agree: false }), 'insuranceAgreement');
    refused(await buy(aliceAuth, { ...body, amount: '500.1' }), 'insuranceAmountTooHigh');
    refused(await buy(bobAuth, body), 'pledgeOrderNotFound');
    const before = await available(aliceAuth, 'USDD');
    const first = await buy(aliceAuth, body, 'insure-once');
    expect(first.code, first.msg).toBe(1);
    // The same key answers the same policy; another buy of the order is refused.
    const again = await buy(aliceAuth, body, 'insure-once');
    expect((again.data as { id: string }).id).toBe((first.data as { id: string }).id);
    refused(await buy(aliceAuth, body), 'insuranceAlreadyInsured');
    refused(
      await quote(aliceAuth, { orderId: o.id, currency: 'USDD', amount: '1' }),
      'insuranceAlreadyInsured',
    );
    expect(Number(await available(aliceAuth, 'USDD'))).toBe(Number(before) - 12.5);
    const list = (await call(m.app, aliceAuth, 'GET', '/api/v2/pledge/regular/list')).data as {
      items: { id: string; insured: boolean; policyId: string | null }[];
    };
    expect(list.items.find((i) => i.id === o.id)).toMatchObject({
      insured: true,
      policyId: (first.data as { id: string }).id,
    });
  });

  // Seventy days of periods settle on the way (the prize periods in one catch-up each).
  it('pays the difference at maturity when X fell, from the insurance pool', async () => {
    const o = await order(aliceAuth, '2000');
    const bought = await buy(aliceAuth, {
      orderId: o.id,
      currency: 'USDD',
      amount: '2000',
      agree: true,
    });
    expect(bought.code, bought.msg).toBe(1);
    const policy = bought.data as { id: string; guarantee: string; premium: string };
    expect(policy).toMatchObject({ guarantee: '1000', premium: '50' });
    const pool = await systemBalance(db, 'insurance_pool', 'USDD');

    // X falls to about a quarter of a USDD; 31 days pass.
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'X', '830000');
    clock.set('2026-12-25T01:00:00Z');
    await m.app.jobs.tick();

    const detail = await call(m.app, aliceAuth, 'GET', `/api/v2/insurance/detail?id=${policy.id}`);
    expect(detail.code, detail.msg).toBe(1);
    const settled = detail.data as {
      status: string;
      maturityPrice: string;
      maturityValue: string;
      payout: string;
      shortfall: string;
    };
    expect(settled.status).toBe('paid_out');
    expect(Number(settled.maturityPrice)).toBeLessThan(0.26);
    // Principal plus its rewards, at the price then, is worth less than the 1,000 guaranteed.
    expect(Number(settled.payout)).toBeCloseTo(1000 - Number(settled.maturityValue), 6);
    expect(settled.shortfall).toBe('0');
    // Every policy of the day (this one and the earlier test's) was paid from the pool.
    const poolView = (await call(m.app, aliceAuth, 'GET', '/api/v2/insurance/pool')).data as {
      assets: { currency: string; balance: string; payoutsOut: string }[];
      items: { id: string; payout: string | null }[];
    };
    const usdd = poolView.assets.find((a) => a.currency === 'USDD');
    const paid = poolView.items.reduce((sum, i) => sum + parseUnits(i.payout ?? '0', 18), 0n);
    expect(parseUnits(usdd?.payoutsOut ?? '', 18)).toBe(paid);
    expect(await systemBalance(db, 'insurance_pool', 'USDD')).toBe(pool - paid);
    expect(parseUnits(usdd?.balance ?? '', 18)).toBe(pool - paid);
    expect(poolView.items.map((i) => i.id)).toContain(policy.id);
    // The payout is told once, to the insured only.
    const told = await noticesOf(m.app, aliceAuth, 'insurance_paid');
    expect(told.filter((n) => n.params.policyId === policy.id)).toMatchObject([
      { params: { asset: 'USDD', amount: settled.payout } },
    ]);
    expect(await noticesOf(m.app, bobAuth, 'insurance_paid')).toEqual([]);
    // A matured order cannot be insured.
    const late = await order(aliceAuth, '10');
    clock.set('2027-02-01T01:00:00Z');
    await m.app.jobs.tick();
    refused(
      await buy(aliceAuth, { orderId: late.id, currency: 'X', amount: '10', agree: true }),
      'insuranceOrderNotActive',
    );
  });
});
