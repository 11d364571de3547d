/**
 * Demo time (issue "Time and restarts"): a withdrawal applied and not claimed, then 25 hours
 * moved forward with the dev wallet popup's buttons. The voucher is refunded by the server,
 * shown as expired, the amount is back in available, and the Vault refuses the old voucher.
 */

import { vaultAbi } from '@xbond/contracts/abis';
import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import { ASSETS_TEST_IDS } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  getAddress,
  http,
  isHex,
} from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS } from '../src/accounts';
import { messages, openApp, TEST_IDS, waitForToast, waitOpen, waitSignedIn } from '../src/app';
import { type OpenBrowser, openBrowser, screenshot } from '../src/browser';
import { devAccount, tokenList, transferFrom } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en');
const [USER] = FILE_ACCOUNTS.time;
const account = devAccount(USER);

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const chain = createPublicClient({ transport: http(chainRpcUrl, { retryCount: 0 }) });

async function waitText(page: Page, testId: string, expected: string, timeout = 30_000) {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want,
    [testId, expected] as const,
    { timeout },
  );
}

const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** Opens the dev wallet popup from the side menu (demo builds). */
async function openDevWallet(page: Page) {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(TEST_IDS.sideMenuDevWallet).click();
  await waitOpen(page, TEST_IDS.devWalletPopup);
  await page.getByTestId(TEST_IDS.devTimeNow).waitFor();
}

/** Presses a demo time button and waits for the server's answer (its toast). */
async function advance(page: Page, seconds: number) {
  const answered = page.waitForResponse('**/api/v2/dev/time');
  await page.getByTestId(TEST_IDS.devTimeAdvance(seconds)).click();
  const res = await answered;
  const body = (await res.json()) as { code: number; data: { serverTime: string } };
  expect(body.code).toBe(1);
  return Date.parse(body.data.serverTime);
}

describe('demo time', () => {
  it('an unclaimed voucher expires after 25 hours: refunded, shown expired, refused by the Vault', async () => {
    const list = await tokenList(baseUrl);
    const x = list.tokens.find((t) => t.asset === 'X');
    if (!x) throw new Error('no X token');

    open = await openBrowser();
    const wallet = await installTestWallet(open.context, {
      rpcUrl: chainRpcUrl,
      account: account.address,
      chainId,
    });
    const { page } = open;
    await openApp(page, baseUrl, `/pages/asset/index?invite_code=${genesis}`);
    await page.getByTestId(ASSETS_TEST_IDS.assetsConnectButton).click();
    await waitSignedIn(page);
    // A plain transfer into the Vault: the watcher credits it to the sender's platform balance.
    await transferFrom(chainRpcUrl, USER, x.contractAddress, list.custodyAddress, '30');
    // The chain watcher credits it within a few seconds; the page shows it once reloaded.
    for (let i = 0; ; i++) {
      const shown = await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '30X', 2_000).then(
        () => true,
        () => false,
      );
      if (shown) break;
      if (i === 15) throw new Error('the deposit was not credited');
      await page.reload();
    }

    // Withdraw 20 X; the user rejects the claim in the wallet: the voucher stays unclaimed.
    wallet.state.allowSend = false;
    const applied = page.waitForResponse('**/api/v2/withdraw/apply');
    await page.getByTestId(ASSETS_TEST_IDS.assetWithdraw('X')).click();
    await page.getByTestId(ASSETS_TEST_IDS.amountInput).fill('20');
    await page.getByTestId(ASSETS_TEST_IDS.amountSubmit).click();
    const voucher = ((await (await applied).json()) as { data: Withdrawal }).data;
    await page.waitForSelector(
      `[data-testid="${ASSETS_TEST_IDS.operationProgress}"][data-step="failed"]`,
    );
    await page.getByTestId(ASSETS_TEST_IDS.operationClose).click();
    await page.getByTestId(ASSETS_TEST_IDS.operationSheet).waitFor({ state: 'detached' });
    await waitText(page, ASSETS_TEST_IDS.assetPending('X'), '20X');
    const status = ASSETS_TEST_IDS.pendingStatus(`withdraw-${voucher.id}`);
    // A live countdown from server time: "Claim within 23:59:5x (until ...)".
    await page.waitForFunction(
      (id) =>
        /\d{2}:\d{2}:\d{2} \(/.test(
          document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
        ),
      status,
    );
    const first = await textOf(page, status);
    await page.waitForFunction(
      ([id, before]) => document.querySelector(`[data-testid="${id}"]`)?.textContent !== before,
      [status, first] as const,
    );
    await screenshot(page, 'voucher-countdown-en-390');

    // +1 day, +1 hour from the dev wallet popup.
    await openDevWallet(page);
    const before = Date.parse(`${(await textOf(page, TEST_IDS.devTimeNow)).replace(' ', 'T')}Z`);
    await advance(page, 86_400);
    await waitForToast(
      page,
      (en.devWallet as unknown as { time: { moved: string } }).time.moved.split('{{')[0] ?? '',
    );
    const after = await advance(page, 3_600);
    expect(after - before).toBeGreaterThanOrEqual(25 * 3_600_000 - 2_000);
    await screenshot(page, 'dev-time-moved-en-390');
    await page.keyboard.press('Escape');
    await page.getByTestId(TEST_IDS.devWalletPopup).waitFor({ state: 'detached' });

    // Refunded by the server before it answered: available again, nothing pending.
    await waitText(page, ASSETS_TEST_IDS.assetAvailable('X'), '30X');
    await waitText(page, ASSETS_TEST_IDS.assetPending('X'), '0X');
    await page
      .getByTestId(ASSETS_TEST_IDS.pendingWithdrawal(voucher.id))
      .waitFor({ state: 'detached' });

    // The records show the withdrawal as expired and refunded.
    await page.getByTestId(ASSETS_TEST_IDS.assetRecords('X')).click();
    const withdrawal = page.locator(
      `[data-testid="${ASSETS_TEST_IDS.recordItem}"][data-type="withdraw"][data-status="refunded"]`,
    );
    await withdrawal.first().waitFor();
    expect(await withdrawal.first().textContent()).toContain(
      (en.records as unknown as { statuses: Record<string, string> }).statuses.expiredRefunded,
    );
    await screenshot(page, 'voucher-expired-records-en-390', true);

    // The Vault refuses the old voucher: its deadline is behind the chain's time.
    const { signature } = voucher;
    if (!isHex(signature)) throw new Error('the voucher signature is not hex');
    const claimed = await chain
      .simulateContract({
        account,
        address: getAddress(voucher.vault),
        abi: vaultAbi,
        functionName: 'claim',
        args: [
          {
            user: getAddress(voucher.voucher.user),
            token: getAddress(voucher.voucher.token),
            amount: BigInt(voucher.voucher.amount),
            nonce: BigInt(voucher.voucher.nonce),
            deadline: BigInt(voucher.voucher.deadline),
          },
          signature,
        ],
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(claimed).toBeInstanceOf(BaseError);
    const revert = (claimed as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
    expect((revert as ContractFunctionRevertedError).data?.errorName).toBe('VoucherExpired');
  });
});
