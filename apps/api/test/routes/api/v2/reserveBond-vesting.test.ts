import type { BondVesting, VestingPoint } from '@xbond/shared/api/history';
import type { ReserveBondOrder, ReserveBondOrderList } from '@xbond/shared/api/reserveBond';
import { describe, expect, it } from 'vitest';
import { bondSuite } from '#test/helpers/bonds';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { units as x } from '#test/helpers/money';
import { ownChain } from '#test/helpers/own-chain';

const chain = ownChain();

describe.each(databases())('a reserve bond’s vesting chart on $name', (database) => {
  const clock = manualClock('2026-11-23T10:00:00Z');
  // The reward pool pays every rebase in full: the epochs ahead are exactly what will happen.
  const s = bondSuite(database, chain, clock, { deposits: [{ USDD: '1000' }, { USDD: '100' }] });
  let bond: ReserveBondOrder;
  let planned: VestingPoint[] = [];

  const vesting = (auth: string, query: Record<string, string | number> = {}) =>
    s.api.get(auth, '/api/v2/bond/vesting', { id: bond.id, ...query });
  const tick = async (iso: string) => {
    clock.set(iso);
    expect((await s.m.app.jobs.tick()).failed).toBeUndefined();
  };

  it('answers 401 without a session', async () => {
    const res = await s.m.app.inject({ method: 'GET', url: '/api/v2/bond/vesting?id=1' });
    expect(res.statusCode).toBe(401);
  });

  it('draws a new bond from purchase to deadline: all of it still vesting, then the epochs ahead', async () => {
    bond = await s.api.ok<ReserveBondOrder>(
      s.api.post(s.a.auth, '/api/v2/bond/buy', { amount: '97', days: 5, maxPrice: '1' }),
    );
    const chart = await s.api.ok<BondVesting>(vesting(s.a.auth));
    expect(chart).toMatchObject({
      id: bond.id,
      payout: '200',
      orderTime: '2026-11-23T10:00:00.000Z',
      deadline: '2026-11-28T16:00:00.000Z',
      total: 16,
    });
    expect(chart.items[0]).toEqual({
      at: '2026-11-23T10:00:00.000Z',
      claimed: '0',
      claimable: '0',
      vesting: '200',
      rebased: '0',
      projected: false,
    });
    expect(chart.items[1]).toMatchObject({ at: '2026-11-24T00:00:00.000Z', projected: true });
    const last = chart.items.at(-1) as VestingPoint;
    expect(last).toMatchObject({ at: '2026-11-28T16:00:00.000Z', vesting: '0', projected: true });
    // Everything owed, the rebases' addition with it, is claimable at the deadline.
    expect(x(last.claimable)).toBe(x('200') + x(last.rebased));
    // X still vesting only falls, and the rebases only add.
    for (let i = 1; i < chart.items.length; i++) {
      const [before, after] = [chart.items[i - 1], chart.items[i]] as [VestingPoint, VestingPoint];
      expect(x(after.vesting)).toBeLessThan(x(before.vesting));
      expect(x(after.rebased)).toBeGreaterThanOrEqual(x(before.rebased));
    }
    planned = chart.items;
  });

  it('keeps each epoch as the job left it, the claims made by then included, as the plan said', async () => {
    await tick('2026-11-24T00:00:01Z');
    const [afterFirst] = (
      await s.api.ok<ReserveBondOrderList>(s.api.get(s.a.auth, '/api/v2/bond/list'))
    ).items as [ReserveBondOrder];
    await s.api.ok(s.api.post(s.a.auth, '/api/v2/bond/claim', { orderId: bond.id }, 'claim-1'));
    await tick('2026-11-24T08:00:01Z');
    const [now] = (await s.api.ok<ReserveBondOrderList>(s.api.get(s.a.auth, '/api/v2/bond/list')))
      .items as [ReserveBondOrder];

    const chart = await s.api.ok<BondVesting>(vesting(s.a.auth));
    expect(chart.total).toBe(16);
    const [, first, second, third] = chart.items as VestingPoint[];
    expect(first).toEqual({
      at: '2026-11-24T00:00:00.000Z',
      claimed: '0',
      claimable: afterFirst.released,
      vesting: afterFirst.unreleased,
      rebased: afterFirst.rebased,
      projected: false,
    });
    // Claimed before the second epoch: the claim shows from it on, and in the plan ahead.
    expect(second).toEqual({
      at: '2026-11-24T08:00:00.000Z',
      claimed: afterFirst.released,
      claimable: now.claimable,
      vesting: now.unreleased,
      rebased: now.rebased,
      projected: false,
    });
    expect(third).toMatchObject({ claimed: afterFirst.released, projected: true });
    // The pool paid in full, so what happened is what was planned.
    for (const [i, point] of chart.items.entries()) {
      const plan = planned[i] as VestingPoint;
      expect([point.at, x(point.claimed) + x(point.claimable), point.rebased]).toEqual([
        plan.at,
        x(plan.claimed) + x(plan.claimable),
        plan.rebased,
      ]);
    }
    // And the ledger agrees: what was claimed is available; the rest is in the bond's account.
    expect(await s.api.balance(s.a.userId, 'X')).toBe(x(afterFirst.released));
    expect(await s.api.balance(s.a.userId, 'X', 'bond_payout')).toBe(
      x(second?.claimable ?? '0') + x(second?.vesting ?? '0'),
    );
  });

  it('pages from purchase to deadline', async () => {
    const page = await s.api.ok<BondVesting>(vesting(s.a.auth, { page: 4, pageSize: 5 }));
    expect(page).toMatchObject({ total: 16, page: 4, pageSize: 5 });
    expect(page.items.map((p) => p.at)).toEqual(['2026-11-28T16:00:00.000Z']);
    const all = await s.api.ok<BondVesting>(vesting(s.a.auth));
    const second = await s.api.ok<BondVesting>(vesting(s.a.auth, { page: 2, pageSize: 5 }));
    expect(second.items).toEqual(all.items.slice(5, 10));
  });

  it("does not show another user's bond", async () => {
    await s.api.refused(vesting(s.b.auth), 'bondOrderNotFound');
    await s.api.refused(vesting(s.a.auth, { id: '999999' }), 'bondOrderNotFound');
  });
});
