/**
 * A stranger's first visit (issue 22, section 1): with no wallet at all, every page shows its
 * live figures, and its own parts ask to connect; then, on the staking page, the visitor types
 * an amount, taps the action (which says "Connect wallet"), signs in with the demo's dev
 * wallet, and the stake carries on with the amount they typed. Screens at 390 and 1280 px, in
 * English and Japanese.
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
import { afterEach, describe, expect, inject, it } from 'vitest';
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
import { DESKTOP, type OpenBrowser, openBrowser } from '../src/browser';
import { tokenList, transferFrom, waitCredited } from '../src/chain-actions';

const baseUrl = inject('baseUrl');
const chainRpcUrl = inject('chainRpcUrl');
const chainId = inject('chainId');
const genesis = inject('genesisInviteCode');
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
});
