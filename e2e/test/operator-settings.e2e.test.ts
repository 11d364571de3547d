/**
 * The operator's switches and settings in a real browser (issue 24, section 3): the operator
 * (dev account 0, the local demo's ADMIN_ADDRESSES) pauses swaps with a reason and the swap
 * screen shows them paused with its button disabled; the swap fee is changed from now on and
 * the public settings follow; both are undone, so the files after this one see the product as
 * it started.
 */

import { ADMIN_SETTINGS_TEST_IDS as A, SWAP_TEST_IDS as S } from '@xbond/web/test-ids';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signInFromNode } from '../src/accounts';
import {
  messages,
  openApp,
  pageShot,
  switchLanguage,
  TEST_IDS,
  waitForToast,
  waitSignedIn,
  waitText,
} from '../src/app';
import { DESKTOP, type OpenBrowser, openBrowser, PHONE } from '../src/browser';
import { devAccount } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

interface Messages {
  adminSettings: Record<string, string>;
  switches: { pausedTitle: string; paused: Record<string, string> };
}
const en = messages('en') as unknown as Messages;
const ja = messages('ja') as unknown as Messages & { pages: Record<string, string> };
/** The operator of the local demo, and the product's own swap fee. */
const OPERATOR = 0;
const FEE_BPS = '30';

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Puts back what this file changed even when a step failed: swaps run, the fee is 30 bps. */
afterAll(async () => {
  const token = await signInFromNode({ baseUrl, chainId, account: OPERATOR, inviteCode: genesis });
  const put = async (url: string, body: object) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: { current?: Record<string, string> } };
  };
  await put('/api/v2/admin/switches', { feature: 'swap', paused: false, reason: 'test cleanup' });
  const settings = await fetch(`${baseUrl}/api/v2/common/system_info`).then((r) => r.json());
  if (String(settings.data.swap.feeBps) !== FEE_BPS) {
    await put('/api/v2/admin/settings', {
      changes: { SWAP_FEE_BPS: FEE_BPS },
      effective: 'now',
      reason: 'test cleanup',
    });
  }
});

async function operatorPage(viewport = DESKTOP) {
  open = await openBrowser(viewport);
  await installTestWallet(open.context, {
    rpcUrl: chainRpcUrl,
    account: devAccount(OPERATOR).address,
    chainId,
  });
  const { page } = open;
  await openApp(page, baseUrl, '/admin/settings');
  await page.getByTestId(A.connectButton).click();
  await waitSignedIn(page);
  await page.getByTestId(A.switchRow('swap')).waitFor();
  return page;
}

const feeBps = async () => {
  const info = await fetch(`${baseUrl}/api/v2/common/system_info`).then((r) => r.json());
  return String(info.data.swap.feeBps);
};

describe('the operator’s switches and settings', () => {
  it('pauses swaps: the swap screen says so and its button is disabled; resuming reopens it', async () => {
    const page = await operatorPage();
    await waitText(page, A.switchState('swap'), en.adminSettings.running ?? '');
    await page.getByTestId(A.switchToggle('swap')).click();
    // No reason, no change.
    expect(await page.getByTestId(A.switchConfirm).isDisabled()).toBe(true);
    await page.getByTestId(A.switchReason).fill('Market moving fast');
    await page.getByTestId(A.switchConfirm).click();
    await waitForToast(page, en.adminSettings.switched ?? '');
    await waitText(page, A.switchState('swap'), en.adminSettings.paused ?? '');
    await pageShot(page, 'admin-settings-paused-en-1280');

    await openApp(page, baseUrl, '/pages/swap/index');
    await page.getByTestId('paused-swap').waitFor();
    expect(await page.getByTestId('paused-swap').textContent()).toContain(en.switches.paused.swap);
    expect(await page.getByTestId(S.submit).isDisabled()).toBe(true);
    await pageShot(page, 'swap-paused-en-1280');

    await openApp(page, baseUrl, '/admin/settings');
    await page.getByTestId(A.switchToggle('swap')).click();
    await page.getByTestId(A.switchReason).fill('Market calm again');
    await page.getByTestId(A.switchConfirm).click();
    await waitText(page, A.switchState('swap'), en.adminSettings.running ?? '');
    await openApp(page, baseUrl, '/pages/swap/index');
    await page.getByTestId(S.form).waitFor();
    // The screen may show what it read before until the switches are read again.
    await page.getByTestId('paused-swap').waitFor({ state: 'detached' });
  });

  it('changes the swap fee from now on; the change is listed and the public settings follow', async () => {
    expect(await feeBps()).toBe(FEE_BPS);
    const page = await operatorPage();
    const input = page.getByTestId(A.setting('SWAP_FEE_BPS'));
    expect(await input.inputValue()).toBe(FEE_BPS);
    await input.fill('45');
    expect(await page.getByTestId(A.settingsSave).isDisabled()).toBe(true);
    await page.getByTestId(A.settingsReason).fill('Fee review');
    await page.getByTestId(A.settingsSave).click();
    await waitForToast(page, en.adminSettings.saved ?? '');
    await page.locator(`[data-testid^="admin-settings-version-"]`).first().waitFor();
    expect(
      await page.locator(`[data-testid^="admin-settings-version-"]`).first().textContent(),
    ).toContain('SWAP_FEE_BPS=45');
    expect(await feeBps()).toBe('45');
    await pageShot(page, 'admin-settings-changed-en-1280');

    // Out of range: refused with the reason, nothing saved.
    await input.fill('5000');
    await page.getByTestId(A.settingsReason).fill('Typo on purpose');
    await page.getByTestId(A.settingsSave).click();
    await waitForToast(page, 'SWAP_FEE_BPS');
    expect(await feeBps()).toBe('45');

    await input.fill(FEE_BPS);
    await page.getByTestId(A.settingsReason).fill('Back to the start value');
    await page.getByTestId(A.settingsSave).click();
    await waitForToast(page, en.adminSettings.saved ?? '');
    expect(await feeBps()).toBe(FEE_BPS);
  });

  it('is usable on a phone, in Japanese', async () => {
    const page = await operatorPage(PHONE);
    await switchLanguage(page, 'ja');
    await page.getByTestId(A.switchRow('swap')).waitFor();
    await waitText(page, A.switchState('swap'), ja.adminSettings.running ?? '');
    expect(await page.getByTestId(TEST_IDS.pageHeading).first().textContent()).toBe(
      ja.pages.adminSettings,
    );
    await page.getByTestId(A.switchToggle('withdraw')).click();
    await page.getByTestId(A.switchReason).waitFor();
    await pageShot(page, 'admin-settings-ja-390');
  });
});
