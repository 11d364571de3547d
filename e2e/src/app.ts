/** Small page helpers over the web app's stable test ids. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_IDS } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

export { TEST_IDS };

export type Messages = Record<string, Record<string, string>>;

const webSrc = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/** The files of a language's dictionaries: the shell's and every feature's. */
function dictionaryFiles(locale: string): string[] {
  const features = readdirSync(`${webSrc}features`).flatMap((feature) => {
    const dir = `${webSrc}features/${feature}/locales`;
    try {
      return readdirSync(dir).includes(`${locale}.json`) ? [`${dir}/${locale}.json`] : [];
    } catch {
      return []; // a feature without texts of its own
    }
  });
  return [`${webSrc}locales/shell/${locale}.json`, ...features];
}

/**
 * The web app's own dictionaries of a language, merged as a page sees them, so texts are
 * checked against the same source.
 */
export function messages(locale: string): Messages {
  const merged: Messages = {};
  for (const file of dictionaryFiles(locale)) {
    const dictionary = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    for (const [namespace, texts] of Object.entries(dictionary)) {
      merged[namespace] = { ...merged[namespace], ...texts };
    }
  }
  return merged;
}

/**
 * Words on the page that are message keys instead of messages ('pledge.title'): what a page
 * shows when its dictionary was not loaded before it rendered.
 */
export async function rawKeys(page: Page): Promise<string[]> {
  const namespaces = new Set(Object.keys(messages('en')));
  // biome-ignore lint/performance/useDomNodeTextContent: the words as shown, one element's apart from the next's
  const text = await page.locator('body').innerText();
  return (text.match(/\b[a-zA-Z]+(?:\.\w+)+\b/g) ?? []).filter((word) =>
    namespaces.has(word.split('.')[0] ?? ''),
  );
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

/**
 * From the page's next load on, keeps in the page the text of every toast it shows: an error
 * toast goes after 3.5 s, which a busy machine can spend before `reload()` returns (it waits
 * for the load event) or before a locator's next look, and the toast would be missed.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((testId) => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(`[data-testid="${testId}"]`)) {
        const text = toast.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TEST_IDS.toast);
}

/** Waits until a toast recorded since the page's load (recordToasts) has held `text`. */
export async function waitForToastShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      (window as unknown as { shownToasts?: string[] }).shownToasts?.some((t) =>
        t.includes(wanted),
      ) ?? false,
    text,
  );
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

export const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

/**
 * The element's text once it shows a figure: an amount is drawn as '–' until its data arrives,
 * which on a busy machine can be well after the element itself.
 */
export async function figureOf(page: Page, testId: string): Promise<string> {
  await page.waitForFunction(
    (id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    testId,
    { timeout: 0 },
  );
  return textOf(page, testId);
}

/** Waits until the element's text is exactly `expected`. */
export async function waitText(page: Page, testId: string, expected: string, timeout = 30_000) {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want,
    [testId, expected] as const,
    { timeout },
  );
}

/** Reloads until the element reads `expected` (a transfer the chain watcher credits). */
export async function reloadUntil(page: Page, testId: string, expected: string) {
  for (let i = 0; i < 15; i++) {
    const shown = await waitText(page, testId, expected, 2_000).then(
      () => true,
      () => false,
    );
    if (shown) return;
    await page.reload();
  }
  const shown = await page.getByTestId(testId).textContent();
  throw new Error(`${testId} never read ${expected}: it read ${shown?.trim()}`);
}

/** No toast left over the page (they go after 2.5 s; errors after 3.5 s). */
export async function noToasts(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'));
}

/** The dev wallet popup's demo time buttons: `seconds` forward, `times` times. */
export async function advanceTime(page: Page, seconds: number, times = 1) {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(TEST_IDS.sideMenuDevWallet).click();
  await waitOpen(page, TEST_IDS.devWalletPopup);
  for (let i = 0; i < times; i++) {
    // The server answers once every job that became due has run: 30 days are 720 hourly prize
    // periods beside the days and epochs, longer than 30 s on a busy machine after other files.
    const answered = page.waitForResponse('**/api/v2/dev/time', { timeout: 120_000 });
    await page.getByTestId(TEST_IDS.devTimeAdvance(seconds)).click();
    const status = (await answered).status();
    if (status !== 200) throw new Error(`moving demo time answered ${status}`);
  }
  await page.keyboard.press('Escape');
  await page.getByTestId(TEST_IDS.devWalletPopup).waitFor({ state: 'detached' });
}

/** A shown amount ("1,234.5X", at most 6 fraction digits) in millionths, exactly. */
export function micros(text: string): bigint {
  const figure = text.replace(/[^0-9.]/g, '');
  const [whole = '0', fraction = ''] = figure.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** A whole page from its top, so the sticky top bar is drawn where it belongs. */
export async function pageShot(page: Page, name: string) {
  await noToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, true);
}

/** The language popup from the side menu; the page reloads in the new language. */
export async function switchLanguage(page: Page, locale: string) {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(TEST_IDS.sideMenuLanguage).click();
  await waitOpen(page, TEST_IDS.languagePopup);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByTestId(TEST_IDS.languageOption(locale)).click(),
  ]);
}

/** Picks a locale from the side menu's language popup; the page reloads in it. */
export async function switchLocale(page: Page, locale: string) {
  await switchLanguage(page, locale);
  await page.getByTestId(TEST_IDS.pageHeading).first().waitFor();
}

/** Goes to a page through its entry in the side menu. */
export async function openMenuEntry(page: Page, key: string) {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(TEST_IDS.sideMenuItem(key)).click();
  await page.getByTestId(TEST_IDS.sideMenu).waitFor({ state: 'detached' });
}

/** The `attributes` of each element with the test id, in page order. */
export function attributesOf(page: Page, testId: string, attributes: string[]) {
  return page
    .getByTestId(testId)
    .evaluateAll((els, names) => els.map((e) => names.map((n) => e.getAttribute(n))), attributes);
}
