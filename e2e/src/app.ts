/** Small page helpers over the web app's stable test ids. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_IDS } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';

export { TEST_IDS };

export type Messages = Record<string, Record<string, string>>;

/** The web app's own locale file, so texts are checked against the same source. */
export function messages(locale: string): Messages {
  const file = fileURLToPath(new URL(`../../apps/web/src/locales/${locale}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

export async function openApp(page: Page, baseUrl: string, path = '/', search = '') {
  await page.goto(`${baseUrl}/${search}#${path}`);
  await page.getByTestId(TEST_IDS.pageHeading).first().waitFor();
}

/** The text of the visible toasts. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.getByTestId(TEST_IDS.toast).allTextContents();
}

export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByTestId(TEST_IDS.toast).filter({ hasText: text }).first().waitFor();
}

/** Waits until the top bar shows a signed-in address, and returns its text. */
export async function waitSignedIn(page: Page): Promise<string> {
  const button = page.getByTestId(TEST_IDS.topBarAddress);
  await page.waitForSelector(`[data-testid="${TEST_IDS.topBarAddress}"][data-signed-in="true"]`);
  return ((await button.textContent()) ?? '').trim();
}

/** Waits for a popup to finish its enter animation. */
export async function waitOpen(page: Page, testId: string): Promise<void> {
  await page.waitForSelector(`[data-testid="${testId}"][data-phase="open"]`);
}
