/**
 * Wallets a stranger brings: several announced by EIP-6963 (a sheet to choose, remembered),
 * none at all (the demo offers its dev wallet; a phone opens the page in a wallet app; a
 * computer shows a QR code), an invitation kept across pages until sign-up, and the plain log
 * out of this device.
 */
import { devAccounts } from '@xbond/contracts/chain';
import { maskAddress } from '@xbond/shared/mask';
import { WALLET_APPS, walletAppLink } from '@xbond/web/deep-links';
import { PATHS } from '@xbond/web/paths';
import {
  ASSETS_TEST_IDS,
  HOME_TEST_IDS,
  PLEDGE_TEST_IDS as P,
  SESSION_TEST_IDS as S,
  TEAM_TEST_IDS as T,
  TURBO_TEST_IDS as TT,
} from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS, signInFromNode } from '../src/accounts';
import { type AnnouncedTestWallet, installAnnouncedWallets } from '../src/announced-wallets';
import {
  messages,
  openApp,
  TEST_IDS,
  toastTexts,
  waitForToast,
  waitOpen,
  waitSignedIn,
} from '../src/app';
import {
  DESKTOP,
  IPHONE_UA,
  type OpenBrowser,
  openBrowser,
  PHONE,
  screenshot,
} from '../src/browser';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

const en = messages('en');
const [CHOSEN_OTHER, CHOSEN, INVITER, INVITEE, TILES] = FILE_ACCOUNTS.wallets;
const address = (index: number) => devAccounts(index + 1)[index]?.address ?? '';
/** The server masks the address it stores, in lower case. */
const masked = (index: number) => maskAddress(address(index).toLowerCase());

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function withWallets(wallets: AnnouncedTestWallet[], viewport = PHONE) {
  open = await openBrowser(viewport);
  await installAnnouncedWallets(open.context, { rpcUrl: chainRpcUrl, chainId, wallets });
  return open.page;
}

async function openMenuItem(page: Page, testId: string) {
  await page.getByTestId(TEST_IDS.topBarToggle).click();
  await waitOpen(page, TEST_IDS.sideMenu);
  await page.getByTestId(testId).click();
}

const signedInAs = async (page: Page, index: number) =>
  expect(await waitSignedIn(page)).toBe(maskAddress(address(index)));

describe('wallets announced by EIP-6963', () => {
  it('choose the second of two, sign in as it, keep it over a reload, log out and back in', async () => {
    const wallets = [
      { name: 'Alpha Wallet', rdns: 'test.alpha', account: CHOSEN_OTHER },
      { name: 'Beta Wallet', rdns: 'test.beta', account: CHOSEN },
    ];
    const page = await withWallets(wallets);
    await openApp(page, baseUrl, '/', `?invite_code=${genesis}`);
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitOpen(page, S.walletSheet);
    const sheet = page.getByTestId(S.walletSheet);
    for (const w of wallets) {
      const option = sheet.getByTestId(S.walletOption(w.rdns));
      expect((await option.textContent())?.trim()).toBe(w.name);
      expect(await option.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
    await screenshot(page, 'wallet-sheet-en-390');

    await sheet.getByTestId(S.walletOption('test.beta')).click();
    await signedInAs(page, CHOSEN);
    // The network beside the address.
    expect(await page.getByTestId(TEST_IDS.topBarNetwork).textContent()).toBe('Anvil');
    await screenshot(page, 'top-bar-signed-en-390');

    await page.reload();
    await signedInAs(page, CHOSEN);
    await openMenuItem(page, TEST_IDS.sideMenuWallets);
    await waitOpen(page, S.walletSheet);
    expect(
      await sheet.getByTestId(S.walletOption('test.beta')).getByTestId(S.walletLastUsed).count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // Log out (this device): signed out here, and the token no longer opens anything.
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('xbond.session') ?? '{}') as { token: string }).token,
    );
    await openMenuItem(page, TEST_IDS.sideMenuLogout);
    await waitForToast(page, en.menu?.loggedOut ?? '');
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBarAddress}"][data-signed-in="false"]`);
    const after = await fetch(`${baseUrl}/api/v2/user/wallet`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);

    // Connecting again goes straight to the remembered wallet, without the sheet.
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await signedInAs(page, CHOSEN);
    expect(await sheet.count()).toBe(0);
  });
});

describe('no wallet in the browser', () => {
  it('shows the persistent wallet-issue toast; the demo offers the dev wallet, which signs in', async () => {
    open = await openBrowser();
    const { page } = open;
    // The page's timers run on a clock the test moves (time flows as usual otherwise).
    await page.clock.install();
    await openApp(page, baseUrl);
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitForToast(page, en.session?.walletIssueTitle ?? '');
    // Past the 3.5 s after which an error toast goes: this one stays.
    await page.clock.runFor(5000);
    expect((await toastTexts(page)).join(' ')).toContain(en.session?.walletIssue);
    await screenshot(page, 'wallet-issue-en-390');

    await page.getByTestId(TEST_IDS.toastAction).click();
    await waitOpen(page, TEST_IDS.devWalletPopup);
    await page.getByTestId(TEST_IDS.devWalletAccount(0)).waitFor();
    await screenshot(page, 'dev-wallet-en-390');
    await page.getByTestId(TEST_IDS.devWalletUse).click();
    expect(await waitSignedIn(page)).toBe(maskAddress(address(0)));
    // The dev wallet survives a refresh in this tab.
    await page.reload();
    expect(await waitSignedIn(page)).toBe(maskAddress(address(0)));
  });

  it('on a phone: links open this page, route and invitation included, in five wallet apps', async () => {
    open = await openBrowser(PHONE, { userAgent: IPHONE_UA });
    const { page } = open;
    // A Thai reader who arrived by an invitation, then went to the swap screen.
    await page.goto(`${baseUrl}/logo.svg`);
    await page.evaluate(() => localStorage.setItem('xbond.locale', 'th'));
    await openApp(page, baseUrl, `/?invite_code=${genesis}`);
    await page.getByTestId(HOME_TEST_IDS.navItem('flashSwap')).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/pages/swap/index'));
    const route = await page.evaluate(() => window.location.hash.split('?')[0]);

    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitOpen(page, S.walletSheet);
    const none = page.getByTestId(S.walletNone);
    expect(await none.locator('p').first().textContent()).toBe(messages('th').wallets?.openInApp);
    const trust = (await none.getByTestId(S.walletApp('trust')).getAttribute('href')) ?? '';
    const shared = new URL(trust).searchParams.get('url') ?? '';
    const sharedUrl = new URL(shared);
    expect(sharedUrl.origin).toBe(baseUrl);
    expect(sharedUrl.hash.split('?')[0]).toBe(route);
    expect(new URLSearchParams(sharedUrl.hash.split('?')[1]).get('invite_code')).toBe(genesis);
    for (const app of WALLET_APPS) {
      expect(await none.getByTestId(S.walletApp(app)).getAttribute('href')).toBe(
        walletAppLink(app, shared),
      );
    }
    expect(await none.getByTestId(S.walletQr).count()).toBe(0);
    await screenshot(page, 'wallet-none-phone-th-390');
  });

  it('on a computer: a QR code of this page with the invitation', async () => {
    open = await openBrowser(DESKTOP);
    const { page } = open;
    await openApp(page, baseUrl, `/?invite_code=${genesis}`);
    await openMenuItem(page, TEST_IDS.sideMenuItem('team'));
    await page.waitForFunction(() => window.location.hash === '#/pages/team/index');
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitOpen(page, S.walletSheet);
    const qr = page.getByTestId(S.walletQr);
    expect(await qr.getAttribute('data-text')).toBe(
      `${baseUrl}/#/pages/team/index?invite_code=${genesis}`,
    );
    expect(await page.getByTestId(S.walletApp('metamask')).count()).toBe(0);
    await screenshot(page, 'wallet-none-desktop-en-1280');
  });
});

describe('an invitation that is never lost', () => {
  it('open the invite link, browse three pages, connect, and join under the inviter', async () => {
    const token = await signInFromNode({ baseUrl, chainId, account: INVITER, inviteCode: genesis });
    const wallet = await fetch(`${baseUrl}/api/v2/user/wallet`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { inviteCode } = ((await wallet.json()) as { data: { inviteCode: string } }).data;

    const wallets: AnnouncedTestWallet[] = [
      { name: 'Alpha Wallet', rdns: 'test.alpha', account: INVITEE },
    ];
    const page = await withWallets(wallets);
    await openApp(page, baseUrl, `/?invite_code=${inviteCode}`);
    // Three pages later the code has left the URL.
    for (const [item, path] of [
      ['swap', PATHS.swap],
      ['rechargeDetail', PATHS.insurancePool],
      ['team', PATHS.team],
    ] as const) {
      await openMenuItem(page, TEST_IDS.sideMenuItem(item));
      await page.waitForFunction((want) => window.location.hash === `#${want}`, path);
    }

    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitOpen(page, TEST_IDS.invitePopup);
    expect(await page.getByTestId(TEST_IDS.inviteInput).inputValue()).toBe(inviteCode);
    const inviter = page.getByTestId(S.inviteInviter);
    await page.waitForSelector(`[data-testid="${S.inviteInviter}"][data-state="found"]`);
    expect(await inviter.textContent()).toBe(`Invitation from ${masked(INVITER)}`);
    await screenshot(page, 'invite-popup-kept-en-390');
    await page.getByTestId(TEST_IDS.inviteConfirm).click();
    await signedInAs(page, INVITEE);

    // The inviter, on the same device, sees the new user among the direct referrals.
    await openMenuItem(page, TEST_IDS.sideMenuLogout);
    await page.waitForSelector(`[data-testid="${TEST_IDS.topBarAddress}"][data-signed-in="false"]`);
    const first = wallets[0];
    if (first) first.account = INVITER;
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await signedInAs(page, INVITER);
    await page.evaluate(() => {
      window.location.hash = '#/pages/team/index';
    });
    await page
      .getByTestId(T.directsPreview)
      .filter({ hasText: masked(INVITEE) })
      .waitFor();
  });
});

describe("home's tiles", () => {
  /** Where each tile must land: the route (with its tab) and the page's heading. */
  const LANDINGS: [tile: string, hash: string, title: string][] = [
    ['currentPledge', `#${PATHS.pledge}?tab=current`, 'pledge'],
    ['regularPledge', `#${PATHS.pledge}?tab=regular`, 'pledge'],
    ['reserveBonds', `#${PATHS.reserveBond}`, 'reserveBond'],
    ['liquidityBonds', `#${PATHS.liquidityBond}`, 'liquidityBond'],
    ['tradingTurbo', `#${PATHS.turbo}`, 'turbo'],
    ['prizePool', `#${PATHS.ranking}`, 'ranking'],
    ['team', `#${PATHS.team}`, 'team'],
    ['community', `#${PATHS.team}?tab=community`, 'team'],
    ['assets', `#${PATHS.asset}`, 'asset'],
    ['flashSwap', `#${PATHS.swap}`, 'swap'],
    ['insurance', `#${PATHS.insurancePool}`, 'insurancePool'],
  ];

  it('each tile lands on its page; the pledge tiles open their own tab', async () => {
    const page = await withWallets([{ name: 'Alpha Wallet', rdns: 'test.alpha', account: TILES }]);
    await openApp(page, baseUrl, `/?invite_code=${genesis}`);
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await signedInAs(page, TILES);
    for (const [tile, hash, title] of LANDINGS) {
      await page.getByTestId(TEST_IDS.topBarLogo).click();
      await page.waitForFunction(() => window.location.hash === '#/');
      await page.getByTestId(HOME_TEST_IDS.navItem(tile)).click();
      await page.waitForFunction((want) => window.location.hash.startsWith(want), hash);
      await page
        .getByTestId(TEST_IDS.pageHeading)
        .filter({ hasText: en.pages?.[title] ?? '' })
        .waitFor();
      if (tile === 'tradingTurbo') {
        // The stable-coin assets: the USDD balance with deposit and withdraw above the turbine.
        const usdd = page.getByTestId(ASSETS_TEST_IDS.assetCard('USDD'));
        await usdd.getByTestId(ASSETS_TEST_IDS.assetDeposit('USDD')).waitFor();
        await usdd.getByTestId(ASSETS_TEST_IDS.assetWithdraw('USDD')).waitFor();
        const turbine = page.getByTestId(TT.vortex);
        await turbine.waitFor();
        const [cardBox, turbineBox] = [await usdd.boundingBox(), await turbine.boundingBox()];
        expect(cardBox && turbineBox && cardBox.y < turbineBox.y).toBe(true);
        await screenshot(page, 'usdd-assets-en-390', true);
      }
      if (tile === 'currentPledge' || tile === 'regularPledge') {
        const tab = tile === 'currentPledge' ? 'current' : 'regular';
        await page.waitForSelector(`[data-testid="${P.tab(tab)}"][aria-selected="true"]`);
      }
    }
    // Home's own tile stays home.
    await page.getByTestId(TEST_IDS.topBarLogo).click();
    await page.getByTestId(HOME_TEST_IDS.navItem('home')).click();
    expect(await page.evaluate(() => window.location.hash)).toBe('#/');
  });
});
