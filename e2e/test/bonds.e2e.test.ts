/**
 * Bonds in a real browser (issue 9): sign in, deposit USDD, see a reserve bond's quote and buy
 * it, move the demo's time two epochs with the dev wallet popup's buttons, see the release
 * grow and the rebase countdown start again, claim the X; deposit LP, donate it twice, claim
 * one liquidity bond and force-redeem the other after reading its penalty, and find on the
 * asset page the LP and X the screens said would come back; then the same screens in Thai.
 */

import {
  ASSETS_TEST_IDS,
  LIQUIDITY_BOND_TEST_IDS as L,
  RESERVE_BOND_TEST_IDS as R,
} from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS } from '../src/accounts';
import {
  advanceTime,
  figureOf,
  messages,
  micros,
  noToasts,
  openApp,
  pageShot,
  reloadUntil,
  TEST_IDS,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { type OpenBrowser, openBrowser, screenshot } from '../src/browser';
import { devAccount, tokenList, transferFrom } from '../src/chain-actions';
import { expectSum, figureSum, waitAbove } from '../src/figures';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en') as unknown as {
  result: Record<string, string>;
  charts: { reserveBond: Record<string, string> };
};
const th = messages('th') as unknown as {
  reserveBond: { myBonds: string };
  liquidityBond: { myBonds: string };
};
const [USER] = FILE_ACCOUNTS.bonds;
/** One 8-hour epoch, a button of the dev wallet popup. */
const EPOCH = 28_800;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** The rebase countdown ("07:59:58") in seconds. */
async function countdown(page: Page): Promise<number> {
  const [h = 0, m = 0, s = 0] = (await textOf(page, R.countdown)).split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** The platform's available balance of `asset`, read on the asset page. */
async function available(page: Page, asset: string): Promise<bigint> {
  await openApp(page, baseUrl, '/pages/asset/index');
  return micros(await figureOf(page, ASSETS_TEST_IDS.assetAvailable(asset)));
}

/** Waits until the asset page shows `asset` available as the sum of `parts`; returns it. */
async function availableSum(page: Page, asset: string, ...parts: bigint[]): Promise<bigint> {
  await openApp(page, baseUrl, '/pages/asset/index');
  return figureSum(page, ASSETS_TEST_IDS.assetAvailable(asset), ...parts);
}

/** The id of the newest bond card with `status`. */
async function newestOrder(page: Page, status: string): Promise<string> {
  const card = page.locator(`[data-testid^="bond-order-"][data-status="${status}"]`).first();
  await card.waitFor();
  return ((await card.getAttribute('data-testid')) ?? '').replace('bond-order-', '');
}

/** Fills the donation, confirms in the sheet, returns the new bond's id. */
async function donate(page: Page, amount: string, days: number, known: string[]) {
  await page.getByTestId(L.term(days)).click();
  await page.getByTestId(L.amountInput).fill(amount);
  await page.getByTestId(L.submit).click();
  await waitOpen(page, L.confirmSheet);
  await page.getByTestId(L.confirm).click();
  await waitForToast(page, en.result.donationSuccess ?? '');
  await page.getByTestId(L.confirmSheet).waitFor({ state: 'detached' });
  await page.waitForFunction(
    (ids) =>
      [...document.querySelectorAll('[data-testid^="bond-order-"][data-status="active"]')].some(
        (el) => !ids.includes(el.getAttribute('data-testid') ?? ''),
      ),
    known.map((id) => L.order(id)),
  );
  const id = await newestOrder(page, 'active');
  await waitText(page, L.orderField(id, 'amount'), `${amount}LP`);
  return id;
}

describe('bonds', () => {
  it('buys a reserve bond, watches it vest and claims; donates LP, claims, force-redeems', async () => {
    open = await openBrowser();
    await installTestWallet(open.context, {
      rpcUrl: chainRpcUrl,
      account: devAccount(USER).address,
      chainId,
    });
    const { page } = open;
    await openApp(page, baseUrl, `/pages/reserve/bond?invite_code=${genesis}`);
    await page.getByTestId(R.connectButton).click();
    await waitSignedIn(page);
    const list = await tokenList(baseUrl);
    const token = (asset: string) => {
      const found = list.tokens.find((t) => t.asset === asset);
      if (!found) throw new Error(`no ${asset} token`);
      return found.contractAddress;
    };
    await transferFrom(chainRpcUrl, USER, token('USDD'), list.custodyAddress, '1000');
    // LP for the liquidity bonds, credited by the watcher meanwhile.
    await transferFrom(chainRpcUrl, USER, token('LP'), list.custodyAddress, '100');
    await reloadUntil(page, R.balance, 'Available: 1,000 USDD');

    // The quote first: 5 days at 3% off, X owed = amount / bond price.
    await page.getByTestId(R.term(5)).click();
    await page.getByTestId(R.amountInput).fill('500');
    await page.getByTestId(R.quoteFigure('payout')).waitFor();
    expect(await textOf(page, R.quoteFigure('discount'))).toBe('3%');
    const bondPrice = await textOf(page, R.quoteFigure('bondPrice'));
    expect(await textOf(page, R.termPrice(5))).toBe(bondPrice);
    const payout = await textOf(page, R.quoteFigure('payout'));
    expect(micros(payout)).toBeGreaterThan(0n);
    await pageShot(page, 'bond-quote-en-390');

    // Buy at the quoted price: the order owes what the quote said, nothing released yet.
    await page.getByTestId(R.submit).click();
    await waitOpen(page, R.confirmSheet);
    await page.getByTestId(R.confirm).click();
    await waitForToast(page, en.result.subscriptionSuccess ?? '');
    await page.getByTestId(R.confirmSheet).waitFor({ state: 'detached' });
    const orderId = await newestOrder(page, 'vesting');
    expect(await textOf(page, R.orderField(orderId, 'payout'))).toBe(payout);
    expect(await textOf(page, R.orderField(orderId, 'bondPrice'))).toBe(bondPrice);
    expect(await textOf(page, R.orderField(orderId, 'released'))).toBe('0X');
    await waitText(page, R.balance, 'Available: 500 USDD');

    // Vesting starts when the current epoch ends: two epochs vest the first part, one more
    // the next. The release grows, and the countdown runs out and starts again
    // at the new epoch's end (epochs start at 00:00, 08:00 and 16:00 UTC, so +8 hours later it
    // shows about what it showed before).
    const before = await countdown(page);
    await advanceTime(page, EPOCH, 2);
    const first = await waitAbove(page, R.orderField(orderId, 'released'), 0n);
    await advanceTime(page, EPOCH, 1);
    const second = await waitAbove(page, R.orderField(orderId, 'released'), first);
    expect(second).toBeGreaterThan(first);
    await page.waitForFunction(
      ([id, was]) => {
        const m = /^(\d\d):(\d\d):(\d\d)$/.exec(
          document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
        );
        if (!m) return false;
        const left = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
        return left > 0 && (((was - left) % 28_800) + 28_800) % 28_800 < 300;
      },
      [R.countdown, before] as const,
    );
    expect(micros(await textOf(page, R.orderField(orderId, 'rebased')))).toBeGreaterThan(0n);
    await pageShot(page, 'bond-reserve-en-390');

    // Its vesting chart, asked for on the card: drawn, and every epoch's figures in its table,
    // from the purchase (all still vesting) to the deadline.
    await page.getByTestId(R.vestingToggle(orderId)).click();
    const chart = page.getByTestId(R.vestingChart(orderId));
    await chart.locator('canvas').first().waitFor();
    const rows = chart
      .getByRole('table', { name: en.charts.reserveBond.title })
      .locator('tbody tr');
    expect(await rows.count()).toBe(16);
    expect(await rows.first().textContent()).toContain(`${payout.replace(/X$/, '')} X`);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'bond-vesting-en-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'bond-vesting-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId(R.vestingToggle(orderId)).click();

    // Claim the vested X: claimed equals released, and it is available on the asset page.
    const released = await textOf(page, R.orderField(orderId, 'released'));
    const xBefore = await available(page, 'X');
    await openApp(page, baseUrl, '/pages/reserve/bond');
    await page.getByTestId(R.orderClaim(orderId)).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await waitText(page, R.orderField(orderId, 'claimed'), released);
    await page.getByTestId(R.orderClaim(orderId)).waitFor({ state: 'detached' });
    const xAfterReserve = await availableSum(page, 'X', xBefore, micros(released));

    // Liquidity bonds: the deposited LP, two donations.
    await openApp(page, baseUrl, '/pages/reserve/flowbond');
    await waitText(page, L.figure('lp'), '100LP');
    const kept = await donate(page, '40', 30, []);
    const redeemed = await donate(page, '30', 60, [kept]);
    await waitText(page, L.figure('lp'), '30LP');
    // The release too starts when the current epoch ends.
    await advanceTime(page, EPOCH, 2);
    await waitAbove(page, L.orderField(kept, 'claimableLp'), 0n);
    await waitAbove(page, L.orderField(redeemed, 'claimableLp'), 0n);
    await pageShot(page, 'bond-flow-en-390');

    // Claim the first: the LP and X its button names come back.
    const claimLp = micros(await textOf(page, L.orderField(kept, 'claimableLp')));
    const claimX = micros(await textOf(page, L.orderField(kept, 'claimableX')));
    expect(claimX).toBeGreaterThan(0n);
    await page.getByTestId(L.orderClaim(kept)).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await waitText(page, L.orderField(kept, 'claimableLp'), '0LP');
    const lpAfterClaim = await figureSum(page, L.figure('lp'), 30_000_000n, claimLp);

    // Force-redeem the second: the sheet shows the penalty, then that LP comes back.
    await noToasts(page);
    await page.getByTestId(L.orderRedeem(redeemed)).click();
    await waitOpen(page, L.confirmSheet);
    const left = micros(await textOf(page, L.orderField(redeemed, 'quoteLeft')));
    const penalty = micros(await textOf(page, L.orderField(redeemed, 'quotePenalty')));
    const returned = micros(await textOf(page, L.orderField(redeemed, 'quoteReturned')));
    expect(penalty).toBeGreaterThan(0n);
    expectSum(left, penalty, returned);
    await screenshot(page, 'bond-redeem-en-390');
    await page.getByTestId(L.confirm).click();
    await waitForToast(page, en.result.forcedRedemptionSuccess ?? '');
    await page.getByTestId(L.confirmSheet).waitFor({ state: 'detached' });
    await page.locator(`[data-testid="${L.order(redeemed)}"][data-status="redeemed"]`).waitFor();
    expect(micros(await textOf(page, L.orderField(redeemed, 'penalty')))).toBe(penalty);
    const lpAfterRedeem = await figureSum(page, L.figure('lp'), lpAfterClaim, returned);

    // The released part of the redeemed bond stays claimable; then the asset page agrees.
    const lastLp = micros(await textOf(page, L.orderField(redeemed, 'claimableLp')));
    const lastX = micros(await textOf(page, L.orderField(redeemed, 'claimableX')));
    await page.getByTestId(L.orderClaim(redeemed)).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await page.getByTestId(L.orderClaim(redeemed)).waitFor({ state: 'detached' });
    await pageShot(page, 'bond-flow-redeemed-en-390');
    await availableSum(page, 'LP', lpAfterRedeem, lastLp);
    await availableSum(page, 'X', xAfterReserve, claimX, lastX);

    // The same screens in Thai.
    await openApp(page, baseUrl, '/pages/reserve/flowbond');
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await page.getByTestId(TEST_IDS.sideMenuLanguage).click();
    await waitOpen(page, TEST_IDS.languagePopup);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByTestId(TEST_IDS.languageOption('th')).click(),
    ]);
    await page.getByRole('heading', { name: th.liquidityBond.myBonds }).waitFor();
    await page.getByTestId(L.order(redeemed)).waitFor();
    await pageShot(page, 'bond-flow-th-390');
    await openApp(page, baseUrl, '/pages/reserve/bond');
    await page.getByRole('heading', { name: th.reserveBond.myBonds }).waitFor();
    await page.getByTestId(R.order(orderId)).waitFor();
    await page.getByTestId(R.amountInput).fill('100');
    await page.getByTestId(R.quoteFigure('payout')).waitFor();
    await pageShot(page, 'bond-reserve-th-390');
  });
});
