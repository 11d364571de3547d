/**
 * The trading turbo and the prize pool in a real browser (issue 10): a user whose unstaked X
 * waits in the turbine activates the vortex on the turbo screen, buys X by flash swap, sees
 * the same amount turn claimable and claims it; then two users trade in the same hour, the
 * demo's time moves an hour with the dev wallet popup's button, and the winner finds the
 * hourly prize on the ranking screen and claims it; then both screens in Japanese.
 *
 * The user buys X on the swap screen; the rival, who has no browser here, through the API.
 * Amounts are compared exactly: shown figures (6 fraction digits, truncated) against the
 * server's 18-digit answers.
 */

import { PRIZE_TEST_IDS as R, TURBO_TEST_IDS as T } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { parseUnits } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS, signInFromNode } from '../src/accounts';
import {
  advanceTime,
  messages,
  openApp,
  pageShot,
  switchLanguage,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { type OpenBrowser, openBrowser, screenshot } from '../src/browser';
import { availableOf, devAccount } from '../src/chain-actions';
import { confirmSwap, quoteSwap } from '../src/swap-screen';
import { installTestWallet } from '../src/test-wallet';
import { apiCall, buyX, depositFrom, pageToken, shown, startOfNextHour } from '../src/trading';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en') as unknown as {
  result: Record<string, string>;
  turbo: Record<string, string>;
  prize: { status: Record<string, string>; you: string };
  charts: { prize: Record<string, string> };
};
const ja = messages('ja') as unknown as {
  turbo: Record<string, string>;
  prize: Record<string, string>;
};
const th = messages('th') as unknown as { turbo: Record<string, string> };
/** Dev accounts of this file only: the trader on screen and a rival trading from Node. */
const [USER, RIVAL] = FILE_ACCOUNTS.trading;
const HOUR = 3_600;
const TURBO = '/pages/USDDAssets/USDDAssets';
const RANKING = '/pages/ranking/index';

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const units = (v: string) => parseUnits(v, 18);
const call = <T>(token: string, method: 'GET' | 'POST', path: string, body?: object) =>
  apiCall<T>(baseUrl, token, method, path, body);
const available = (token: string, asset: string) => availableOf(baseUrl, token, asset);
const deposit = (token: string, account: number, asset: string, amount: string) =>
  depositFrom(baseUrl, chainRpcUrl, { token, account }, asset, amount);

/** Buys X for `usdd` USDD on the swap screen; returns the X received, exactly (its record). */
async function buyXOnScreen(page: Page, token: string, usdd: string): Promise<string> {
  await quoteSwap(page, baseUrl, 'USDD', 'X', usdd);
  await confirmSwap(page, en.result.exchangeSuccess ?? '');
  const list = await call<{ items: { status: string; amountOut: string | null }[] }>(
    token,
    'GET',
    '/api/v2/swap/list?page=1&pageSize=1',
  );
  expect(list.items[0]?.status).toBe('completed');
  return list.items[0]?.amountOut ?? '0';
}

describe('trading turbo and prize pool', () => {
  it('releases turbine X by buying X and claims it; the hour’s winner claims the prize', async () => {
    open = await openBrowser();
    await installTestWallet(open.context, {
      rpcUrl: chainRpcUrl,
      account: devAccount(USER).address,
      chainId,
    });
    const { page } = open;
    await openApp(page, baseUrl, `${TURBO}?invite_code=${genesis}`);
    await page.getByTestId(T.connectButton).click();
    await waitSignedIn(page);
    const token = await pageToken(page);
    await deposit(token, USER, 'X', '500');
    await deposit(token, USER, 'USDD', '1000');
    // Unstaking current principal puts X in the turbine (docs/pledge.md).
    await call(token, 'POST', '/api/v2/pledge/current/stake', { amount: '300' });
    await call(token, 'POST', '/api/v2/pledge/current/unstake', { amount: '300' });
    await startOfNextHour(baseUrl, token);

    // The turbine: 300 X pending, nothing claimable, the vortex not turning.
    await page.reload();
    await waitText(page, T.figure('pending'), '300X');
    expect(await textOf(page, T.figure('claimable'))).toBe('0X');
    expect(await textOf(page, T.status)).toBe(en.turbo.notActivated);
    expect(await textOf(page, T.claimReason)).toBe(en.turbo.claimNeedsVortex);
    await pageShot(page, 'turbo-en-390');

    // Activate the vortex: the sheet says what it costs, once, to the treasury.
    const usddBefore = await available(token, 'USDD');
    await page.getByTestId(T.activate).click();
    await waitOpen(page, T.activateSheet);
    await screenshot(page, 'turbo-activate-en-390');
    await page.getByTestId(T.activateConfirm).click();
    await waitForToast(page, en.result.activationSuccess ?? '');
    await waitText(page, T.status, en.turbo.activated ?? '');
    expect(await available(token, 'USDD')).toBe(usddBefore - units('5'));

    // Buy X: the same amount of pending X turns claimable.
    const bought = await buyXOnScreen(page, token, '50');
    expect(units(bought)).toBeLessThan(units('300'));
    await openApp(page, baseUrl, TURBO);
    await waitText(page, T.figure('claimable'), shown(bought, 'X'));
    expect(await textOf(page, T.figure('pending'))).toBe(shown(units('300') - units(bought), 'X'));
    expect(await textOf(page, T.figure('released'))).toBe(shown(bought, 'X'));
    await pageShot(page, 'turbo-released-en-390');

    // Claim all of it to the available balance.
    const xBefore = await available(token, 'X');
    await page.getByTestId(T.claimMax).click();
    await page.getByTestId(T.claimSubmit).click();
    await waitOpen(page, T.claimSheet);
    await screenshot(page, 'turbo-claim-en-390');
    await page.getByTestId(T.claimConfirm).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await waitText(page, T.figure('claimable'), '0X');
    expect(await textOf(page, T.figure('claimed'))).toBe(shown(bought, 'X'));
    expect(await available(token, 'X')).toBe(xBefore + units(bought));

    // The records say what moved the turbine, newest first.
    await page.getByTestId(T.recordsLink).click();
    await page.getByTestId(T.records).waitFor();
    const types = await page
      .locator('[data-testid^="turbo-record-"][data-type]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(types).toEqual(['turbo_claim', 'turbo_release', 'turbo_activate', 'unstake']);
    await pageShot(page, 'turbo-records-en-390');

    // Two traders in the hour: the user 50 + 250 USDD, a rival 100.
    await buyXOnScreen(page, token, '250');
    const rival = await signInFromNode({ baseUrl, chainId, account: RIVAL, inviteCode: genesis });
    await deposit(rival, RIVAL, 'USDD', '500');
    await buyX(baseUrl, rival, '100');

    await openApp(page, baseUrl, RANKING);
    await page.getByTestId(R.ranking).waitFor();
    await waitText(page, R.entryField(1, 'volume'), '300USDD');
    expect(await textOf(page, R.entryField(2, 'volume'))).toBe('100USDD');
    expect(await page.getByTestId(R.entry(1)).getAttribute('data-mine')).toBe('true');
    expect(await page.getByTestId(R.entry(2)).getAttribute('data-mine')).toBe('false');
    // The user's own standing is a read of its own, which may land after the list.
    await waitText(page, R.yourRank, '#1');
    expect(await textOf(page, R.yourVolume)).toBe('300USDD');
    expect(await textOf(page, R.countdown)).toMatch(/^00:[0-5]\d:\d\d$/);
    // The hour's pot (its fees and what earlier hours carried in), and the first place's half.
    const pot = await call<{ pool: string; name: string }>(
      token,
      'GET',
      '/api/v2/prize/info?period=hour',
    );
    expect(await textOf(page, R.pool)).toBe(shown(pot.pool, 'USDD'));
    const first = (units(pot.pool) * 5000n) / 10_000n;
    expect(first).toBeGreaterThan(0n);
    // The pool's chart: drawn, and its newest figure is the pot the card shows.
    const poolChart = page.getByTestId(R.poolChart);
    await poolChart.locator('canvas').first().waitFor();
    const steps = poolChart
      .getByRole('table', { name: en.charts.prize.title ?? '' })
      .locator('tbody tr');
    expect(((await steps.last().textContent()) ?? '').replace(/\s/g, '')).toContain(
      shown(pot.pool, 'USDD'),
    );
    await pageShot(page, 'ranking-en-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await poolChart.scrollIntoViewIfNeeded();
    await screenshot(page, 'ranking-chart-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    // An hour later the hour is settled: the user's prize waits on the ranking screen.
    await advanceTime(page, HOUR);
    const prize = page.locator(
      `[data-testid^="prize-"][data-mine="true"][data-status="claimable"]`,
    );
    await prize.first().waitFor();
    const prizeId = ((await prize.first().getAttribute('data-testid')) ?? '').replace('prize-', '');
    expect(await textOf(page, R.prizeField(prizeId, 'amount'))).toBe(shown(first, 'USDD'));
    expect(await textOf(page, R.prizeField(prizeId, 'rank'))).toBe('1');
    await pageShot(page, 'ranking-winner-en-390');

    const usddBeforePrize = await available(token, 'USDD');
    await page.getByTestId(R.prizeClaim(prizeId)).click();
    await waitOpen(page, R.claimSheet);
    await screenshot(page, 'ranking-claim-en-390');
    await page.getByTestId(R.claimConfirm).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await waitText(page, R.prizeField(prizeId, 'status'), en.prize.status.claimed ?? '');
    expect(await available(token, 'USDD')).toBe(usddBeforePrize + first);
    // The rival's second place stays theirs: nothing to claim for this user.
    expect(await page.getByTestId(R.prizeClaim(prizeId)).count()).toBe(0);

    // Both screens in Japanese.
    await switchLanguage(page, 'ja');
    await page.getByRole('heading', { name: ja.prize.rankingTitle, exact: true }).waitFor();
    await page.getByTestId(R.prize(prizeId)).waitFor();
    await pageShot(page, 'ranking-ja-390');
    await openApp(page, baseUrl, TURBO);
    await page.getByRole('heading', { name: ja.turbo.turbineTitle, exact: true }).waitFor();
    await waitText(page, T.status, ja.turbo.activated ?? '');
    await pageShot(page, 'turbo-ja-390');
    // And in Thai, whose lines run longest.
    await switchLanguage(page, 'th');
    await page.getByRole('heading', { name: th.turbo.turbineTitle, exact: true }).waitFor();
    await pageShot(page, 'turbo-th-390');
    await openApp(page, baseUrl, RANKING);
    await page.getByTestId(R.prize(prizeId)).waitFor();
    await pageShot(page, 'ranking-th-390');

    // A visitor sees the same ranking and winners, and is asked to connect for their rank.
    const visitor = await openBrowser();
    try {
      await openApp(visitor.page, baseUrl, RANKING);
      await visitor.page.getByTestId(R.connect).waitFor();
      await visitor.page.getByTestId(R.prize(prizeId)).waitFor();
      expect(await visitor.page.getByTestId(R.prize(prizeId)).getAttribute('data-mine')).toBe(
        'false',
      );
      expect(await visitor.page.getByTestId(R.prizeClaim(prizeId)).count()).toBe(0);
      await pageShot(visitor.page, 'ranking-visitor-en-390');
    } finally {
      await visitor.close();
    }
  });
});
