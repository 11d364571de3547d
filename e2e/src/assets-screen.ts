/** The asset page's operation sheet, as the browser tests drive it. */
import { formatAmount, formatDisplay } from '@xbond/shared/amount';
import { ASSETS_TEST_IDS } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { waitOpen } from './app';

/** Waits until the operation's progress shows `step` ('done', 'failed'). */
export async function waitStep(page: Page, step: string, timeout = 60_000) {
  await page.waitForSelector(
    `[data-testid="${ASSETS_TEST_IDS.operationProgress}"][data-step="${step}"]`,
    { timeout },
  );
}

/** The sheet has finished sliding in (screenshots show it whole). */
export const sheetOpen = (page: Page) => waitOpen(page, ASSETS_TEST_IDS.operationSheet);

export async function closeSheet(page: Page) {
  await page.getByTestId(ASSETS_TEST_IDS.operationClose).click();
  await page.getByTestId(ASSETS_TEST_IDS.operationSheet).waitFor({ state: 'detached' });
}

/** Base units as the page shows them: at most 6 fraction digits, then the symbol. */
export const shown = (units: bigint, decimals: number, symbol: string) =>
  `${formatDisplay(formatAmount(units, decimals), { maxFractionDigits: 6 })}${symbol}`;
