/** The flash swap screen, as a user drives it: shared by the swap and trading browser tests. */
import { SWAP_TEST_IDS as S } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { openApp, textOf, waitForToast, waitOpen } from './app';

/** Types `amount` of `from` for `to` on the swap screen and waits for its quote. */
export async function quoteSwap(
  page: Page,
  baseUrl: string,
  from: string,
  to: string,
  amount: string,
) {
  await openApp(page, baseUrl, `/pages/swap/index?from=${from}&to=${to}`);
  await page.getByTestId(S.amountInput).fill(amount);
  await page.getByTestId(S.quoteFigure('minimum')).waitFor();
  return textOf(page, S.receive);
}

/** Confirms the swap in its sheet and waits for the outcome card. */
export async function confirmSwap(page: Page, toastText: string) {
  await page.getByTestId(S.submit).click();
  await waitOpen(page, S.confirmSheet);
  await page.getByTestId(S.confirm).click();
  await waitForToast(page, toastText);
  await page.getByTestId(S.confirmSheet).waitFor({ state: 'detached' });
  await page.getByTestId(S.result).waitFor();
}
