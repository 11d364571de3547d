/**
 * The security surface in a real browser (issue "Security pass"): every route, signed in,
 * loads under the product's Content-Security-Policy without a violation or a console error,
 * in the demo build with the dev wallet (its lazily loaded chunk included) and in the
 * production build with an injected wallet; a page on another origin cannot frame the app;
 * and "Log out everywhere" from the side menu ends the sessions of other browsers too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskAddress } from '@xbond/shared/mask';
import { PATHS } from '@xbond/web/paths';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV, signInFromNode } from '../src/accounts';
import { messages, openApp, TEST_IDS, waitForToast, waitOpen, waitSignedIn } from '../src/app';
import { type OpenBrowser, openBrowser, screenshot } from '../src/browser';
import { settle, watchPolicy } from '../src/policy-watch';
import { type RunningProduct, startProduct } from '../src/product';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl: demoUrl, chainId } = workerProduct();

const en = messages('en');
const ROUTES = [...new Set(Object.values(PATHS))];

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Visits every route by hash, as the menu does, each until its requests are done. */
async function walkEveryRoute(page: Page): Promise<void> {
  for (const path of ROUTES) {
    const quiet = settle(page, 300);
    await page.evaluate((p) => {
      window.location.hash = `#${p}`;
    }, path);
    await page.waitForFunction((p) => window.location.hash === `#${p}`, path);
    await page.getByTestId(TEST_IDS.pageHeading).first().waitFor();
    await quiet;
    // Still signed in: nothing on the way answered 401.
    await waitSignedIn(page);
  }
}

/** Signs in with the demo's dev wallet, which the side menu offers when the page has no wallet. */
async function signInWithDevWallet(page: Page): Promise<void> {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(TEST_IDS.sideMenuDevWallet).click();
  await waitOpen(page, TEST_IDS.devWalletPopup);
  await page.getByTestId(TEST_IDS.devWalletAccount(0)).waitFor();
  await page.getByTestId(TEST_IDS.devWalletUse).click();
  expect(await waitSignedIn(page)).toBe(maskAddress(DEV[0]));
}

/** Opens the side menu's "Log out everywhere" sheet. */
async function openLogoutAll(page: Page, locale: string): Promise<void> {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await screenshot(page, `security-menu-${locale}-390`);
  await page.getByTestId(TEST_IDS.sideMenuLogoutAll).click();
  await waitOpen(page, TEST_IDS.logoutAllSheet);
  await screenshot(page, `security-logout-all-${locale}-390`);
}

describe('the demo build, signed in with the dev wallet', () => {
  it('loads every route under the policy, in Thai: no violation, no console error', async () => {
    open = await openBrowser();
    const watch = await watchPolicy(open.context, open.page);
    const { page } = open;
    await page.addInitScript(() => localStorage.setItem('xbond.locale', 'th'));
    await openApp(page, demoUrl);
    await signInWithDevWallet(page);
    await walkEveryRoute(page);
    // The lazily loaded sheet, in Thai, then cancelled.
    await openLogoutAll(page, 'th');
    expect(await page.getByTestId(TEST_IDS.logoutAllSheet).textContent()).toContain(
      messages('th').logoutAll?.title,
    );
    await page.getByTestId(TEST_IDS.logoutAllCancel).click();
    await page.getByTestId(TEST_IDS.logoutAllSheet).waitFor({ state: 'detached' });
    await waitSignedIn(page);
    expect(await watch.problems()).toEqual([]);
  });

  it('a page on another origin that frames the app gets nothing of it', async () => {
    const framer = await serve(
      `<!doctype html><title>decoy</title><iframe id="app" src="${demoUrl}/#/pages/asset/index" width="390" height="600"></iframe>`,
    );
    try {
      open = await openBrowser();
      const { page } = open;
      const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
      await page.goto(framer.url);
      await refused;
      const frame = page.frameLocator('#app');
      expect(await frame.locator('#root').count()).toBe(0);
      expect(await frame.getByTestId(TEST_IDS.pageHeading).count()).toBe(0);
      expect(page.frames().map((f) => f.url())).not.toContain(`${demoUrl}/#/pages/asset/index`);
      await screenshot(page, 'security-framed-390');
    } finally {
      await framer.close();
    }
  });

  it('"Log out everywhere" in the side menu ends this session and the other browsers\'', async () => {
    // Another browser (or phone) signed in as the same address.
    const elsewhere = await signInFromNode({ baseUrl: demoUrl, chainId, account: 0 });
    const wallet = (token: string) =>
      fetch(`${demoUrl}/api/v2/user/wallet`, { headers: { authorization: `Bearer ${token}` } });
    expect((await wallet(elsewhere)).status).toBe(200);

    open = await openBrowser();
    const { page } = open;
    await openApp(page, demoUrl, PATHS.pledge);
    await signInWithDevWallet(page);
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('xbond.session') ?? '{}') as { token: string }).token,
    );
    await openLogoutAll(page, 'en');
    await page.getByTestId(TEST_IDS.logoutAllConfirm).click();
    await waitForToast(page, en.logoutAll?.done ?? '');
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBarAddress}"][data-signed-in="false"]`);
    await page.waitForFunction(() => window.location.hash === '#/');
    expect((await wallet(token)).status).toBe(401);
    expect((await wallet(elsewhere)).status).toBe(401);
  });
});

describe('the production build, signed in with an injected wallet', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct('production');
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('loads every route under the policy: no violation, no console error', async () => {
    open = await openBrowser();
    const watch = await watchPolicy(open.context, open.page);
    await installTestWallet(open.context, {
      rpcUrl: product.chainRpcUrl,
      account: DEV[0] ?? '',
      chainId: product.chainId,
    });
    const { page } = open;
    await openApp(page, product.baseUrl);
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    expect(await waitSignedIn(page)).toBe(maskAddress(DEV[0]));
    // No dev wallet in this build: the menu offers none.
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    expect(await page.getByTestId(TEST_IDS.sideMenuDevWallet).count()).toBe(0);
    await page.keyboard.press('Escape');
    await walkEveryRoute(page);
    expect(await watch.problems()).toEqual([]);
  });
});

/** A page on another local port: another origin than the product's. */
async function serve(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
