/**
 * Headless Chromium (Debian's /usr/bin/chromium) through playwright-core: one browser per test
 * file, and a fresh context for each test, so nothing (cookies, sessionStorage, localStorage,
 * cache) leaks between tests. A context costs a fraction of a browser's start.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The longest a wait for the page may take before it is a failure (a hang, not slowness). */
const WAIT_LIMIT_MS = 120_000;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A phone browser's user agent: the app offers wallet apps' links instead of a QR code. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let launched: Promise<Browser> | undefined;

/** The test file's browser, started by its first test (closeBrowser ends it: src/setup.ts). */
function browser(): Promise<Browser> {
  launched ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return launched;
}

export async function closeBrowser(): Promise<void> {
  const open = launched;
  launched = undefined;
  await (await open)?.close();
}

export async function openBrowser(
  viewport = PHONE,
  options: { userAgent?: string } = {},
): Promise<OpenBrowser> {
  const context = await (await browser()).newContext({
    viewport,
    deviceScaleFactor: 2,
    locale: 'en-US',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  // Waits for a selector or a navigation end when it is met: on a shared machine a page may
  // take far longer than Playwright's default 30 s, and a short limit fails a good test.
  context.setDefaultTimeout(WAIT_LIMIT_MS);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/** Saves a screenshot under e2e/artifacts/ (gitignored) to be looked at. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** A screenshot at 1280 px, the page back at the phone's width after it. */
export async function desktopShot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, name, fullPage);
  await page.setViewportSize(PHONE);
}
