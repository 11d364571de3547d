/**
 * A stranger's first visit (issue 22, section 1): with no wallet at all, every page shows its
 * live figures, and its own parts ask to connect; then, on the staking page, the visitor types
 * an amount, taps the action (which says "Connect wallet"), signs in with the demo's dev
 * wallet, and the stake carries on with the amount they typed. Screens at 390 and 1280 px, in
 * English and Japanese. And the frame around every page: the top bar, the side menu, the
 * popups, an unknown route.
 */

import {
  ASSETS_TEST_IDS,
  HOME_TEST_IDS as H,
  INSURANCE_TEST_IDS as I,
  LIQUIDITY_BOND_TEST_IDS as L,
  PLEDGE_TEST_IDS as P,
  PRIZE_TEST_IDS as R,
  RESERVE_BOND_TEST_IDS as RB,
  SWAP_TEST_IDS as S,
  TEAM_TEST_IDS as T,
  TURBO_TEST_IDS as U,
} from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS, signInFromNode } from '../src/accounts';
import {
  messages,
  openApp,
  pageShot,
  rawKeys,
  switchLanguage,
  TEST_IDS,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { DESKTOP, type OpenBrowser, openBrowser, PHONE, screenshot } from '../src/browser';
import { tokenList, transferFrom, waitCredited } from '../src/chain-actions';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en') as unknown as {
  topBar: { connect: string };
  result: { stakeSuccess: string };
  visitor: { seeYours: string };
};
const [USER] = FILE_ACCOUNTS.visitor;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** A figure that has loaded: text with a digit in it. */
async function waitFigure(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId).first();
  await locator.filter({ hasText: /\d/ }).waitFor();
  return (await locator.textContent()) ?? '';
}

/** Each page a visitor opens, and a live figure it must show before any sign-in. */
const PAGES: readonly { path: string; name: string; figure: string; yours?: string }[] = [
  { path: '/', name: 'home', figure: H.figure('rate') },
  { path: '/pages/pledge/index?tab=regular', name: 'pledge', figure: P.term(30), yours: P.connect },
  {
    path: '/pages/reserve/bond',
    name: 'bond',
    figure: RB.figure('capacityLeft'),
    yours: RB.connect,
  },
  { path: '/pages/reserve/flowbond', name: 'flowbond', figure: L.figure('networkDonated') },
  { path: '/pages/USDDAssets/USDDAssets', name: 'turbo', figure: U.rule, yours: U.connect },
  { path: '/pages/ranking/index', name: 'ranking', figure: R.pool },
  { path: '/pages/team/index', name: 'team', figure: T.levelRow(1), yours: T.connect },
  {
    path: '/pages/rechargeDetail/rechargeDetail',
    name: 'insurance',
    figure: I.poolField('USDD', 'balance'),
    yours: I.connect,
  },
  {
    path: '/pages/asset/index',
    name: 'assets',
    figure: 'assets-rules',
    yours: ASSETS_TEST_IDS.assetsConnect,
  },
];

describe('a visitor', () => {
  it('reads every page live before connecting: at 390 px in English, at 1280 px in Japanese', async () => {
    // Each page's figures are the same in every language and width: one pass of each pair.
    for (const [viewport, locale] of [
      [undefined, 'en'],
      [DESKTOP, 'ja'],
    ] as const) {
      open = await openBrowser(viewport);
      const { page } = open;
      const width = viewport ? 1280 : 390;
      await openApp(page, baseUrl);
      // The network is always visible, signed in or not (docs/README.md, "Screens").
      await page.getByTestId(TEST_IDS.topBarNetwork).filter({ hasText: /\w/ }).waitFor();
      if (locale === 'en') expect(await textOf(page, 'home-network')).toContain('Network:');
      else await switchLanguage(page, locale);
      for (const { path, name, figure, yours } of PAGES) {
        await openApp(page, baseUrl, path);
        expect(await waitFigure(page, figure), `${name} ${figure}`).toMatch(/\d/);
        if (yours) await page.getByTestId(yours).waitFor();
        // Each page's texts came with it: no key shows in place of its text.
        expect(await rawKeys(page), `${name} ${locale}`).toEqual([]);
        await pageShot(page, `visitor-${name}-${locale}-${width}`);
      }
      // A live quote on the swap page, no sign-in.
      await openApp(page, baseUrl, '/pages/swap/index?from=USDD&to=X');
      await page.getByTestId(S.amountInput).fill('10');
      expect(await waitFigure(page, S.quoteFigure('price'))).toMatch(/\d/);
      await pageShot(page, `visitor-swap-${locale}-${width}`);
      await open.close();
      open = null;
    }
  });

  it('types an amount, connects with the dev wallet at the action, and the stake carries on', async () => {
    // Registered and funded beforehand, so the typed stake can go through once signed in.
    const token = await signInFromNode({ baseUrl, chainId, account: USER, inviteCode: genesis });
    const list = await tokenList(baseUrl);
    const x = list.tokens.find((t) => t.asset === 'X');
    if (!x) throw new Error('no X token');
    await transferFrom(chainRpcUrl, USER, x.contractAddress, list.custodyAddress, '500');
    await waitCredited(baseUrl, token, 'X', '500');

    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl, '/pages/pledge/index');
    await page.getByTestId(P.connect).waitFor();
    expect(await textOf(page, P.connect)).toContain(en.visitor.seeYours);
    await page.getByTestId(P.amountInput).fill('120');
    expect(await textOf(page, P.submit)).toBe(en.topBar.connect);
    await page.getByTestId(P.submit).click();

    // No wallet in the page: the demo offers its dev wallet.
    await page.getByTestId(TEST_IDS.toastAction).click();
    await waitOpen(page, TEST_IDS.devWalletPopup);
    await page.getByTestId(TEST_IDS.devWalletAccount(USER)).click();
    await page.getByTestId(TEST_IDS.devWalletUse).click();
    await waitSignedIn(page);

    // Signed in: the amount is still there and the stake went on to its confirmation.
    await waitOpen(page, P.confirmSheet);
    expect(await page.getByTestId(P.amountInput).inputValue()).toBe('120');
    await pageShot(page, 'visitor-pledge-continued-en-390');
    await page.getByTestId(P.confirm).click();
    await waitForToast(page, en.result.stakeSuccess);
    await waitText(page, P.flexibleFigure('principal'), '120X');
  });

  it('the assets’ records, not signed in: the connect prompt', async () => {
    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl, '/pages/asset/detail');
    await page.getByTestId(ASSETS_TEST_IDS.assetsConnect).waitFor();
    expect(await textOf(page, ASSETS_TEST_IDS.assetsConnectButton)).toBe(en.topBar.connect);
    await screenshot(page, 'records-signed-out-en-390');
  });
});

describe('frame', () => {
  it('the top bar fades to 80% over the first 40 px of scroll', async () => {
    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl);
    const bar = page.getByTestId(TEST_IDS.topBar);
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bar.getAttribute('data-alpha')).toBe('0');
    expect(await background()).toBe('rgba(11, 15, 26, 0)');
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBar}"][data-alpha="0.4"]`);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBar}"][data-alpha="0.8"]`);
    expect(await background()).toBe('rgba(11, 15, 26, 0.8)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBar}"][data-alpha="0"]`);
  });

  it('the side menu highlights the current entry and closes on the overlay', async () => {
    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl, '/pages/swap/record');
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await screenshot(page, 'menu-en-390');
    const menu = page.getByTestId(TEST_IDS.sideMenu);
    const active = await menu
      .locator('[data-active="true"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(active).toEqual([TEST_IDS.sideMenuItem('swap')]);
    const style = (key: string) =>
      menu
        .getByTestId(TEST_IDS.sideMenuItem(key))
        .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(await style('swap')).toContain('gradient');
    expect(await style('team')).toBe('none');
    // The overlay, right of the drawer, closes it.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await menu.waitFor({ state: 'detached' });
  });

  it('a choice in the menu navigates and closes it', async () => {
    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl);
    await page.getByTestId(TEST_IDS.topBarWallet).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await page.getByTestId(TEST_IDS.sideMenuItem('rechargeDetail')).click();
    await page.getByTestId(TEST_IDS.sideMenu).waitFor({ state: 'detached' });
    // The page is loaded lazily: the heading changes once its code has arrived.
    await page
      .getByTestId(TEST_IDS.pageHeading)
      .filter({ hasText: messages('en').pages?.insurancePool })
      .waitFor();
    expect(await page.title()).toBe('XBond');
  });

  it('the confirm popup rules: a center popup closes on a tap outside it', async () => {
    open = await openBrowser();
    const { page } = open;
    await openApp(page, baseUrl);
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await page.getByTestId(TEST_IDS.sideMenuLanguage).click();
    await waitOpen(page, TEST_IDS.languagePopup);
    // The overlay duration is the popup's + 50 ms.
    const [overlay, container] = await page
      .getByTestId(TEST_IDS.languagePopup)
      .evaluate((el) => [
        getComputedStyle(el.querySelector('[data-testid="popup-overlay"]') as Element)
          .transitionDuration,
        getComputedStyle(el.querySelector('[data-testid="popup-container"]') as Element)
          .transitionDuration,
      ]);
    expect([overlay, container]).toEqual(['0.35s', '0.3s']);
    await page.mouse.click(8, 8); // on the center container, outside the box
    await page.getByTestId(TEST_IDS.languagePopup).waitFor({ state: 'detached' });
  });

  it('an unknown route goes home', async () => {
    open = await openBrowser();
    const { page } = open;
    await page.goto(`${baseUrl}/#/pages/nowhere/index`);
    await page.waitForFunction(() => window.location.hash === '#/');
    await page.getByTestId(H.nav).waitFor();
  });

  it('looks right at 1280 px', async () => {
    open = await openBrowser(DESKTOP);
    const { page } = open;
    await openApp(page, baseUrl);
    await screenshot(page, 'home-en-1280', true);
    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await screenshot(page, 'menu-en-1280');
  });
});
