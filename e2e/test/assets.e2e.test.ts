/**
 * Money in and out in a real browser (issue 4): the built demo app, the API with its ledger
 * and chain watcher, and the local chain. The test wallet (window.ethereum, the node's
 * unlocked dev accounts) really transfers X to the Vault and really redeems the withdrawal
 * voucher with Vault.claim; the amounts are checked exactly, on screen and on chain.
 */

import { readFile } from 'node:fs/promises';
import { parseAmount } from '@xbond/shared/amount';
import { RECORD_TYPE_LABELS } from '@xbond/shared/values/record-labels';
import { ASSETS_TEST_IDS, NOTICES_TEST_IDS } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV, FILE_ACCOUNTS } from '../src/accounts';
import {
  attributesOf,
  messages,
  noToasts,
  openApp,
  openMenuEntry,
  reloadUntil,
  switchLocale,
  TEST_IDS,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { closeSheet, sheetOpen, shown, waitStep } from '../src/assets-screen';
import {
  DESKTOP,
  desktopShot,
  type OpenBrowser,
  openBrowser,
  PHONE,
  screenshot,
} from '../src/browser';
import { balanceOnChain, tokenList, transferFrom } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en');
/** A deposit and withdrawal round trip, a resumed deposit, the wide page. */
const [ROUND_TRIP, RESUMED, WIDE] = FILE_ACCOUNTS.assets;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Opens the asset page with the test wallet and signs up with the genesis invitation code. */
async function signedInAtAssets(account: string, viewport = PHONE): Promise<Page> {
  open = await openBrowser(viewport);
  await installTestWallet(open.context, { rpcUrl: chainRpcUrl, account, chainId });
  const { page } = open;
  await openApp(page, baseUrl, `/pages/asset/index?invite_code=${genesis}`);
  // Not signed in: the page's own prompt runs the session flow.
  await page.getByTestId(ASSETS_TEST_IDS.assetsConnectButton).click();
  await waitSignedIn(page);
  await page.getByTestId(ASSETS_TEST_IDS.assetCard('X')).waitFor();
  return page;
}

describe('deposit and withdraw X', () => {
  it('deposit from the wallet, see it on the platform, withdraw, claim the voucher, see the wallet balance back', async () => {
    const account = DEV[ROUND_TRIP] ?? '';
    const { tokens: list } = await tokenList(baseUrl);
    const x = list.find((t) => t.asset === 'X');
    if (!x) throw new Error('no X token');
    const unit = (s: string) => parseAmount(s, x.decimals);
    const initial = await balanceOnChain(chainRpcUrl, x.contractAddress, account);
    expect(initial).toBeGreaterThan(unit('100'));

    const page = await signedInAtAssets(account);
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '0X');
    await waitText(page, ASSETS_TEST_IDS.assetWallet('X'), shown(initial, x.decimals, 'X'));

    // Deposit 25.5 X: order -> the wallet's transfer to the Vault -> receipt -> callback.
    await page.getByTestId(ASSETS_TEST_IDS.assetDeposit('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.amountInput).fill('25.5');
    expect(await textOf(page, ASSETS_TEST_IDS.amountSubmit)).toBe('Deposit 25.5 X');
    await sheetOpen(page);
    await noToasts(page);
    await screenshot(page, 'asset-deposit-en-390');
    await page.getByTestId(ASSETS_TEST_IDS.amountSubmit).click();
    await waitStep(page, 'done');
    await waitForToast(page, en.result?.depositSuccess ?? '');
    await screenshot(page, 'asset-deposit-done-en-390');
    await closeSheet(page);
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '25.5X');
    const afterDeposit = await balanceOnChain(chainRpcUrl, x.contractAddress, account);
    expect(afterDeposit).toBe(initial - unit('25.5'));
    await waitText(page, ASSETS_TEST_IDS.assetWallet('X'), shown(afterDeposit, x.decimals, 'X'));

    // Withdraw 20 X: the fee (1%) is shown before confirming.
    await page.getByTestId(ASSETS_TEST_IDS.assetWithdraw('X')).click();
    const input = page.getByTestId(ASSETS_TEST_IDS.amountInput);
    await input.fill('5');
    expect(await textOf(page, ASSETS_TEST_IDS.amountError)).toBe(
      'Withdrawal amount cannot be less than 10 X',
    );
    await input.fill('26');
    expect(await textOf(page, ASSETS_TEST_IDS.amountError)).toBe(
      en.validation?.insufficientBalance,
    );
    await input.fill('20');
    expect(await textOf(page, ASSETS_TEST_IDS.feeAmount)).toBe('20 X');
    expect(await textOf(page, ASSETS_TEST_IDS.feeFee)).toBe('0.2 X');
    expect(await textOf(page, ASSETS_TEST_IDS.feeNet)).toBe('19.8 X');
    await sheetOpen(page);
    await noToasts(page);
    await screenshot(page, 'asset-withdraw-en-390');
    await page.getByTestId(ASSETS_TEST_IDS.amountSubmit).click();
    // The voucher, then the wallet redeems it with Vault.claim, then the callback.
    await waitStep(page, 'done');
    await waitForToast(page, en.result?.withdrawSuccess ?? '');
    await screenshot(page, 'asset-withdraw-done-en-390');
    await closeSheet(page);

    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '5.5X');
    await waitText(page, ASSETS_TEST_IDS.assetPending('X'), '0X');
    const final = await balanceOnChain(chainRpcUrl, x.contractAddress, account);
    expect(final).toBe(initial - unit('25.5') + unit('19.8'));
    await waitText(page, ASSETS_TEST_IDS.assetWallet('X'), shown(final, x.decimals, 'X'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await noToasts(page);
    await screenshot(page, 'asset-en-390');
    await screenshot(page, 'asset-en-390-full', true);

    // The records: the deposit, the withdrawal held and paid out, newest first, each with
    // the account it moved.
    await page.getByTestId(ASSETS_TEST_IDS.assetRecords('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.recordItem).nth(3).waitFor();
    const entries = await attributesOf(page, ASSETS_TEST_IDS.recordItem, [
      'data-type',
      'data-account',
    ]);
    expect(entries).toEqual([
      ['withdraw_complete', 'pending_withdrawal'],
      ['withdraw', 'available'],
      ['withdraw', 'pending_withdrawal'],
      ['deposit', 'available'],
    ]);
    const amounts = await page.getByTestId(ASSETS_TEST_IDS.recordItem).allTextContents();
    expect(amounts[0]).toContain('-20X');
    expect(amounts[1]).toContain('-20X');
    expect(amounts[2]).toContain('+20X');
    expect(amounts[3]).toContain('+25.5X');
    await noToasts(page);
    await screenshot(page, 'records-en-390', true);

    // Export CSV: the file the filters select (asset X), downloaded with the session's token.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(TEST_IDS.recordsExport).click(),
    ]);
    const file = await readFile((await download.path()) ?? '', 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = file
      .slice(1)
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(header).toEqual([
      'Time (UTC)',
      'Type',
      'Account',
      'Asset',
      'Amount',
      'Balance after',
      'Reference',
    ]);
    expect(rows.map((r) => [r[1], r[2], r[4], r[5]])).toEqual([
      ['Deposit', 'Available', '25.5', '25.5'],
      ['Withdrawal', 'Available', '-20', '5.5'],
      ['Withdrawal', 'Withdrawal in progress', '20', '20'],
      ['Withdrawal paid out', 'Withdrawal in progress', '-20', '0'],
    ]);
    for (const r of rows) expect(new Date(r[0] ?? '').toISOString()).toBe(r[0]);
    await desktopShot(page, 'records-en-1280', true);

    // The inbox: the bell opens what the deposit and the voucher told, newest first, worded
    // from their data; it polls while open, so a deposit made meanwhile shows without a reload.
    await page.getByTestId(NOTICES_TEST_IDS.noticeBell).click();
    await waitOpen(page, NOTICES_TEST_IDS.noticeInbox);
    await page.getByTestId(NOTICES_TEST_IDS.noticeItem).nth(1).waitFor();
    const kinds = () => attributesOf(page, NOTICES_TEST_IDS.noticeItem, ['data-kind', 'data-read']);
    expect(await kinds()).toEqual([
      ['voucher_issued', 'false'],
      ['deposit_credited', 'false'],
    ]);
    const told = await page.getByTestId(NOTICES_TEST_IDS.noticeItem).allTextContents();
    expect(told[0]).toContain('19.8 X');
    expect(told[1]).toContain('Your deposit of 25.5 X was credited.');
    await waitText(page, NOTICES_TEST_IDS.noticeBellCount, '2');
    await screenshot(page, 'inbox-en-390');
    const vault = (await tokenList(baseUrl)).custodyAddress;
    await transferFrom(chainRpcUrl, ROUND_TRIP, x.contractAddress, vault, '1');
    await page.getByTestId(NOTICES_TEST_IDS.noticeItem).nth(2).waitFor();
    expect((await kinds())[0]).toEqual(['deposit_credited', 'false']);
    expect(await page.getByTestId(NOTICES_TEST_IDS.noticeItem).first().textContent()).toContain(
      'Your deposit of 1 X was credited.',
    );
    await waitText(page, NOTICES_TEST_IDS.noticeBellCount, '3');
    // Mark all read: the bell's count goes, the items stay, read.
    await page.getByTestId(NOTICES_TEST_IDS.noticeReadAll).click();
    await page.getByTestId(NOTICES_TEST_IDS.noticeBellCount).waitFor({ state: 'detached' });
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll(`[data-testid="${id}"]`)].every(
          (e) => e.getAttribute('data-read') === 'true',
        ),
      NOTICES_TEST_IDS.noticeItem,
    );
    await desktopShot(page, 'inbox-en-1280');
    // A notice links to where to act: the deposit's to the assets page.
    await page.getByTestId(NOTICES_TEST_IDS.noticeItem).first().click();
    await page.getByTestId(NOTICES_TEST_IDS.noticeInbox).waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toContain('/pages/asset/index');
    await reloadUntil(page, ASSETS_TEST_IDS.assetAvailable('X'), '6.5X');
    await page.getByTestId(ASSETS_TEST_IDS.assetRecords('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.recordItem).nth(4).waitFor();

    // Another language: the same screens, translated.
    await switchLocale(page, 'ja');
    const ja = messages('ja');
    await page.getByTestId(ASSETS_TEST_IDS.recordItem).nth(1).waitFor();
    expect(await page.getByTestId(ASSETS_TEST_IDS.recordItem).first().textContent()).toContain(
      RECORD_TYPE_LABELS.deposit.ja,
    );
    expect(await page.getByTestId(ASSETS_TEST_IDS.recordItem).nth(1).textContent()).toContain(
      RECORD_TYPE_LABELS.withdraw_complete.ja,
    );
    await screenshot(page, 'records-ja-390', true);
    await desktopShot(page, 'records-ja-1280', true);
    await openMenuEntry(page, 'asset');
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '6.5X');
    expect(await textOf(page, ASSETS_TEST_IDS.assetDeposit('X'))).toBe(ja.assets?.deposit);
    await noToasts(page);
    await screenshot(page, 'asset-ja-390');
    await screenshot(page, 'asset-ja-390-full', true);
    await page.getByTestId(ASSETS_TEST_IDS.assetWithdraw('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.amountInput).fill('3');
    await sheetOpen(page);
    await screenshot(page, 'asset-withdraw-ja-390');
  });
});

describe('resume after a reload', () => {
  it('a deposit whose callback did not get through is reported after the reload', async () => {
    const account = DEV[RESUMED] ?? '';
    const page = await signedInAtAssets(account);
    // The transfer goes out, but the callback never reaches the server.
    await page.route('**/api/v2/recharge/callback', (route) => route.abort());
    await page.getByTestId(ASSETS_TEST_IDS.assetDeposit('TNB')).click();
    await page.getByTestId(ASSETS_TEST_IDS.amountInput).fill('7');
    await page.getByTestId(ASSETS_TEST_IDS.amountSubmit).click();
    await waitStep(page, 'failed');
    const kept = await page.evaluate(() => sessionStorage.getItem('xbond.assets.inFlight'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ kind: 'deposit', asset: 'TNB' });

    await page.unroute('**/api/v2/recharge/callback');
    await page.reload();
    // Picked up from sessionStorage: the callback is made and the deposit completes.
    await waitStep(page, 'done');
    await closeSheet(page);
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('TNB'), '7TNB');
    expect(await page.evaluate(() => sessionStorage.getItem('xbond.assets.inFlight'))).toBeNull();

    // The TNB page: its balance, actions and records.
    await openMenuEntry(page, 'tnbAssets');
    await page.getByTestId(ASSETS_TEST_IDS.recordItem).first().waitFor();
    expect(await page.getByTestId(ASSETS_TEST_IDS.recordItem).first().textContent()).toContain(
      '+7TNB',
    );
    await noToasts(page);
    await screenshot(page, 'tnb-assets-en-390', true);
  });
});

describe('layout', () => {
  it('the asset page at 1280 px', async () => {
    const page = await signedInAtAssets(DEV[WIDE] ?? '', DESKTOP);
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '0X');
    await noToasts(page);
    await screenshot(page, 'asset-en-1280', true);
    await page.getByTestId(ASSETS_TEST_IDS.assetWithdraw('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.amountInput).fill('12');
    await sheetOpen(page);
    await screenshot(page, 'asset-withdraw-en-1280');
  });
});
