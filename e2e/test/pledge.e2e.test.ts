/**
 * Staking in a real browser (issue 8): sign in, deposit X, stake current and regular, move
 * the demo's time two days with the dev wallet popup's buttons, see yesterday's yield and the
 * release, claim, insure the order, let X's price fall on chain, move to maturity and see the
 * payout on the policy's screen; then the same screens in Japanese.
 */

import { INSURANCE_TEST_IDS as I, PLEDGE_TEST_IDS as P } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS } from '../src/accounts';
import {
  advanceTime,
  messages,
  noToasts,
  openApp,
  reloadUntil,
  TEST_IDS,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { type OpenBrowser, openBrowser, screenshot } from '../src/browser';
import { devAccount, sellX, tokenList, transferFrom } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en') as unknown as {
  result: Record<string, string>;
  pledge: { tabs: Record<string, string>; repledge: Record<string, string> };
  common: { days: string };
  insurance: { statuses: Record<string, string> };
  charts: { pledge: Record<string, string> };
};
const [USER] = FILE_ACCOUNTS.pledge;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Fills the stake form, confirms in the sheet, waits for the success toast. */
async function stake(page: Page, amount: string) {
  await page.getByTestId(P.amountInput).fill(amount);
  await page.getByTestId(P.submit).click();
  await waitOpen(page, P.confirmSheet);
  await page.getByTestId(P.confirm).click();
  await waitForToast(page, en.result.stakeSuccess ?? '');
  await page.getByTestId(P.confirmSheet).waitFor({ state: 'detached' });
}

/**
 * The staking history's chart: drawn on a canvas (uPlot, loaded with it), its figures in the
 * table screen readers read, named by the chart's title: the day staked paid nothing, the day
 * just settled `yesterday`.
 */
async function seesYieldChart(page: Page, yesterday: string) {
  const chart = page.getByTestId(P.yieldChart);
  await chart.locator('canvas').first().waitFor();
  const table = chart.getByRole('table', { name: en.charts.pledge.yieldTitle });
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  expect(await rows.last().textContent()).toContain(yesterday);
  expect(await rows.first().textContent()).toContain('0 X');
  await page.getByTestId(P.principalChart).locator('canvas').first().waitFor();
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'pledge-chart-en-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'pledge-chart-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('staking', () => {
  it('stakes current and regular, is paid by the day, claims, is paid by its insurance, repledges', async () => {
    open = await openBrowser();
    await installTestWallet(open.context, {
      rpcUrl: chainRpcUrl,
      account: devAccount(USER).address,
      chainId,
    });
    const { page } = open;
    await openApp(page, baseUrl, `/pages/pledge/index?invite_code=${genesis}`);
    await page.getByTestId(P.connectButton).click();
    await waitSignedIn(page);
    const list = await tokenList(baseUrl);
    const x = list.tokens.find((t) => t.asset === 'X');
    if (!x) throw new Error('no X token');
    await transferFrom(chainRpcUrl, USER, x.contractAddress, list.custodyAddress, '3000');
    // USDD for the insurance premium, credited by the watcher meanwhile.
    const usdd = list.tokens.find((t) => t.asset === 'USDD');
    if (!usdd) throw new Error('no USDD token');
    await transferFrom(chainRpcUrl, USER, usdd.contractAddress, list.custodyAddress, '100');
    await reloadUntil(page, P.balance, 'Available: 3,000 X');

    // Current pledge: 1,000 X.
    await stake(page, '1000');
    await waitText(page, P.flexibleFigure('principal'), '1,000X');
    await noToasts(page);
    await screenshot(page, 'pledge-current-en-390', true);

    // Regular pledge: 1,000 X for 30 days, its expected reward shown before confirming.
    await page.getByTestId(P.tab('regular')).click();
    await page.getByTestId(P.term(30)).click();
    await page.getByTestId(P.amountInput).fill('1000');
    expect(await textOf(page, P.rewardMin)).toBe('120X');
    expect(await textOf(page, P.rewardMax)).toBe('180X');
    await stake(page, '1000');
    const order = page.locator(`[data-testid^="pledge-order-"][data-status="active"]`).first();
    await order.waitFor();
    const orderId = ((await order.getAttribute('data-testid')) ?? '').replace('pledge-order-', '');
    expect(await textOf(page, P.orderField(orderId, 'released'))).toBe('0X');

    // Two days later: yesterday's yield on the whole day's principal, and one day released.
    await advanceTime(page, 86_400, 2);
    await page.getByTestId(P.tab('current')).click();
    await waitText(page, P.flexibleFigure('yesterday'), '3X');
    await page.getByTestId(P.tab('regular')).click();
    await page.waitForFunction(
      (id) => {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '0X';
        return Number.parseFloat(text.replace(/[^0-9.]/g, '')) > 0;
      },
      P.orderField(orderId, 'released'),
    );
    const released = await textOf(page, P.orderField(orderId, 'released'));
    // Yesterday paid 3 X on the current pledge and the order's first day of reward.
    await seesYieldChart(page, `${3 + Number.parseFloat(released.replace(/[^0-9.]/g, ''))} X`);
    await noToasts(page);
    await screenshot(page, 'pledge-regular-en-390', true);

    // Claim the release: claimed equals released, and the button goes.
    await page.getByTestId(P.orderClaim(orderId)).click();
    await waitForToast(page, en.result.claimSuccess ?? '');
    await waitText(page, P.orderField(orderId, 'claimed'), released);
    await page.getByTestId(P.orderClaim(orderId)).waitFor({ state: 'detached' });

    // Insure the order in USDD: 5% of its value at X's price, the agreement ticked.
    await page.getByTestId(P.orderInsure(orderId)).click();
    await waitOpen(page, P.insureSheet);
    await page.getByTestId(P.insureCurrency('USDD')).click();
    await page.getByTestId(P.insureQuote).waitFor();
    await waitText(page, P.insureFigure('premium'), '25USDD');
    await page.getByTestId(P.insureAgree).check();
    await page.getByTestId(P.insureSubmit).click();
    await waitForToast(page, en.result.insuranceSuccess ?? '');
    await page.getByTestId(P.orderPolicy(orderId)).waitFor();

    // X's price falls to about a quarter; 30 days later the order has matured.
    await sellX(chainRpcUrl, 0, list, '830000');
    await advanceTime(page, 2_592_000);
    await page.getByTestId(P.orderPolicy(orderId)).click();
    await waitText(page, I.detailField('status'), en.insurance.statuses.paid_out ?? '');
    const payout = await textOf(page, I.detailField('payout'));
    expect(Number.parseFloat(payout.replace(/[^0-9.]/g, ''))).toBeGreaterThan(100);
    await noToasts(page);
    await screenshot(page, 'insurance-paid-en-390', true);

    // The same screens in Japanese.
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await page.getByTestId(TEST_IDS.sideMenuLanguage).click();
    await waitOpen(page, TEST_IDS.languagePopup);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByTestId(TEST_IDS.languageOption('ja')).click(),
    ]);
    const ja = messages('ja') as unknown as typeof en;
    await waitText(page, I.detailField('status'), ja.insurance.statuses.paid_out ?? '');
    await screenshot(page, 'insurance-paid-ja-390', true);
    await openApp(page, baseUrl, `/pages/pledge/index?tab=regular`);
    await waitText(page, P.tab('regular'), ja.pledge.tabs.regular ?? '');
    await page.getByTestId(P.orderField(orderId, 'claimed')).waitFor();
    // The charts in Japanese too: their table is named by the Japanese title.
    const yieldChart = page.getByTestId(P.yieldChart);
    await yieldChart.getByRole('table', { name: ja.charts.pledge.yieldTitle }).waitFor({
      state: 'attached',
    });
    await yieldChart.locator('canvas').first().waitFor();
    await noToasts(page);
    await screenshot(page, 'pledge-regular-ja-390', true);

    // Repledge the matured order, principal and reward, into a new 90-day order.
    await openApp(page, baseUrl, '/pages/repledge/index');
    await page.getByTestId(P.repledgeOrder(orderId)).click();
    await page.getByTestId(P.choice('repledge-part', 'both')).waitFor();
    await page.getByTestId(P.term(90)).click();
    await noToasts(page);
    await screenshot(page, 'repledge-ja-390', true);
    await page.getByTestId(P.repledgeSubmit).click();
    await waitOpen(page, P.confirmSheet);
    await page.getByTestId(P.confirm).click();
    await waitForToast(page, ja.pledge.repledge.success ?? '');
    await page.getByTestId(P.repledgeEmpty).waitFor();
    await openApp(page, baseUrl, '/pages/pledge/index?tab=regular');
    const repledged = page.locator(`[data-testid^="pledge-order-"][data-status="active"]`).first();
    await repledged.waitFor();
    const newId = ((await repledged.getAttribute('data-testid')) ?? '').replace(
      'pledge-order-',
      '',
    );
    await waitText(page, P.orderField(newId, 'days'), ja.common.days.replace('{{days}}', '90'));
  });
});
