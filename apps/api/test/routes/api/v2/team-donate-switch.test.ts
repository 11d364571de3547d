import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import type { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '#test/helpers/money';
import { pledgeApp } from '#test/helpers/pledge';
import { giveTokens, joinWith, teamAccounts, teamApi } from '#test/helpers/team';

// Accounts of this file: 26 operator, 27 and 28 the tree (helpers/team.ts).
const [operator, alice, bob] = teamAccounts(26, 27, 28);

// A 10% daily yield: bob's 1,000 X pays alice a direct reward of 10 X a day.
const ENV = { PLEDGE_FLEXIBLE_RATE_PPM: '100000' };

/**
 * DONATE_SWITCH=false (docs/team.md, "Release plans"): the operator turns donation plans off
 * with a restart. New donation plans are refused; the plan without a donation, the plans
 * already running and the bonus already released stay the users'.
 */
describe.each(databases())('release plans with DONATE_SWITCH off on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  const auth: Record<string, string> = {};

  const { req, ok, info, settle } = teamApi(() => ({ m, clock }), auth);

  beforeAll(async () => {
    for (const who of [operator, alice, bob]) await giveTokens(who, '100000');
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', ENV));
    const root = await m.login(operator);
    const code = (who: string) =>
      ok<{ inviteCode: string }>(call(m.app, auth[who] ?? root, 'GET', '/api/v2/team/info'));
    auth.alice = await joinWith(m, alice, m.config.genesisInviteCode);
    auth.bob = await joinWith(m, bob, (await code('alice')).inviteCode);
    for (const [name, who] of [
      ['alice', alice],
      ['bob', bob],
    ] as const) {
      await sendToken(who, m.tokens.X, m.deployment.vault, units('1000'));
      await m.app.watcher.tick();
      await ok(req(name, 'POST', '/api/v2/pledge/current/stake', { amount: '1000' }));
    }
    // Days 24 and 25 pay alice 20 X, locked; she starts two donation plans while they are on.
    await settle('2026-11-24T01:00:00Z');
    await settle('2026-11-26T01:00:00Z');
    expect(await info('alice')).toMatchObject({ locked: '20' });
    await ok(req('alice', 'POST', '/api/v2/team/release', { scheme: 'donate50', amount: '8' }));
    await ok(req('alice', 'POST', '/api/v2/team/release', { scheme: 'donate20', amount: '10' }));
    expect(await info('alice')).toMatchObject({ locked: '2', releasing: '8', withdrawable: '4' });

    // The operator restarts the product with donations off.
    await m.app.close();
    m = await createMoneyApp(db, operator, { ...ENV, DONATE_SWITCH: 'false' }, m.deployment, {
      clock,
    });
    await m.app.jobs.tick();
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  it('says donations are off and lists the donation plans as disabled', async () => {
    expect(await ok(req('alice', 'GET', '/api/v2/common/donate_switch'))).toEqual({
      enabled: false,
    });
    const schemes = await ok<{ items: { scheme: string; enabled: boolean }[] }>(
      req('alice', 'GET', '/api/v2/common/donate_scheme'),
    );
    expect(schemes.items.map((s) => [s.scheme, s.enabled])).toEqual([
      ['linear', true],
      ['donate20', false],
      ['donate50', false],
    ]);
  });

  it('refuses to quote or start a donation plan, and moves nothing', async () => {
    const quote = await req(
      'alice',
      'GET',
      '/api/v2/common/get_donate_num?scheme=donate20&amount=1',
    );
    expect(quote.code).toBe(ERRORS.teamDonationsOff.code);
    expect(quote.msg).toBe('Donation plans are turned off. Choose the plan without a donation.');
    for (const scheme of ['donate20', 'donate50']) {
      const res = await req('alice', 'POST', '/api/v2/team/release', { scheme, amount: '1' });
      expect(res.code, scheme).toBe(ERRORS.teamDonationsOff.code);
    }
    expect(await info('alice')).toMatchObject({ locked: '2', releasing: '8', withdrawable: '4' });
    await m.expectConserved();
  });

  it('keeps the bonus released before, the plans running and the plan without a donation', async () => {
    expect(await ok(req('alice', 'POST', '/api/v2/team/withdraw', { amount: '4' }))).toEqual({
      amount: '4',
      withdrawable: '0',
    });
    // The 20-day plan started on day 26 releases 8 / 20 after each whole day that follows (day
    // 27, settled on the 28th); days 26 and 27 lock 20 X of rewards as usual.
    await settle('2026-11-28T01:00:00Z');
    expect(await info('alice')).toMatchObject({
      locked: '22',
      releasing: '7.6',
      withdrawable: '0.4',
    });
    const linear = { scheme: 'linear', amount: '2' };
    expect(await ok(req('alice', 'POST', '/api/v2/team/release', linear))).toMatchObject({
      scheme: 'linear',
      donation: '0',
    });
    await ok(req('alice', 'POST', '/api/v2/team/withdraw', { amount: '0.4' }));
    expect(await info('alice')).toMatchObject({ locked: '20', withdrawable: '0' });
    await m.expectConserved();
  });
});
