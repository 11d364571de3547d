import { BOND_TEST_IDS as B, PLEDGE_TEST_IDS as P } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { FILE_ACCOUNTS } from '../src/accounts';
import { openApp, reloadUntil, switchLanguage, waitForToast, waitOpen, waitSignedIn } from '../src/app';
import { DESKTOP, openBrowser, PHONE, screenshot } from '../src/browser';
import { devAccount, sellX, tokenList, transferFrom } from '../src/chain-actions';
import { quoteSwap } from '../src/swap-screen';
import { installTestWallet } from '../src/test-wallet';

const baseUrl = inject('baseUrl');
const chainRpcUrl = inject('chainRpcUrl');
const chainId = inject('chainId');
const genesis = inject('genesisInviteCode');
const [USER] = FILE_ACCOUNTS.bonds;

async function shots(page: Page, tag: string) {
  for (const [w, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await openApp(page, baseUrl, '/pages/reserve/bond');
    await page.getByTestId(B.term(5)).click();
    await page.getByTestId(B.amountInput).fill('500');
    await page.getByTestId('bond-market-check').waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, `market-bond-${tag}-${w}`, true);
    await openApp(page, baseUrl, '/pages/reserve/flowbond');
    await page.getByTestId('bond-market-check').waitFor().catch(() => {});
    await screenshot(page, `market-flow-${tag}-${w}`, true);
    await quoteSwap(page, baseUrl, 'USDD', 'X', '100').catch(() => {});
    await page.getByTestId('swap-market-check').waitFor().catch(() => {});
    await screenshot(page, `market-swap-${tag}-${w}`, true);
    await openApp(page, baseUrl, '/pages/pledge/index?tab=regular');
    const order = page.locator(`[data-testid^="pledge-order-"][data-status="active"]`).first();
    await order.waitFor();
    const orderId = ((await order.getAttribute('data-testid')) ?? '').replace('pledge-order-', '');
    await page.getByTestId(P.orderInsure(orderId)).click();
    await waitOpen(page, P.insureSheet);
    await page.getByTestId(P.insureCurrency('USDD')).click();
    await page.getByTestId(P.insureInput).fill('500');
    await page.getByTestId('insure-market-check').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, `market-insure-${tag}-${w}`, false);
    await page.keyboard.press('Escape');
  }
}

describe('market screenshots', () => {
  it('shows both prices and the moving notice', { timeout: 600_000 }, async () => {
    const open = await openBrowser();
    await installTestWallet(open.context, { rpcUrl: chainRpcUrl, account: devAccount(USER).address, chainId });
    const { page } = open;
    await openApp(page, baseUrl, `/pages/pledge/index?invite_code=${genesis}`);
    await page.getByTestId(P.connectButton).click();
    await waitSignedIn(page);
    const list = await tokenList(baseUrl);
    const token = (a: string) => list.tokens.find((t) => t.asset === a)?.contractAddress ?? '';
    await transferFrom(chainRpcUrl, USER, token('USDD'), list.custodyAddress, '2000');
    await transferFrom(chainRpcUrl, USER, token('X'), list.custodyAddress, '3000');
    await transferFrom(chainRpcUrl, USER, token('LP'), list.custodyAddress, '100');
    await reloadUntil(page, P.balance, 'Available: 3,000 X');
    await page.getByTestId(P.tab('regular')).click();
    await page.getByTestId(P.term(30)).click();
    await page.getByTestId(P.amountInput).fill('1000');
    await page.getByTestId(P.submit).click();
    await waitOpen(page, P.confirmSheet);
    await page.getByTestId(P.confirm).click();
    await page.getByTestId(P.confirmSheet).waitFor({ state: 'detached' });
    // Half an hour of history.
    await fetch(`${baseUrl}/api/v2/dev/time`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: 1900 }) });
    await shots(page, 'en');
    await sellX(chainRpcUrl, USER, list, '600000');
    await fetch(`${baseUrl}/api/v2/dev/time`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: 20 }) });
    await shots(page, 'en-moving');
    await switchLanguage(page, 'th');
    await shots(page, 'th-moving');
    await switchLanguage(page, 'zhTw');
    await shots(page, 'zhTw-moving');
    await open.close();
  });
});
