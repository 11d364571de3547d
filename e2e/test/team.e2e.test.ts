/**
 * Team and community in a real browser (issue 11): three dev accounts sign up under one another
 * with each other's invite links, deposit and stake X; two days later the top account finds its
 * direct and community rewards locked on the team screen, as the rules give them; it starts a
 * release plan with a donation, watches it release after another day and withdraws the
 * released bonus to available; the three screens in English, Japanese and Thai at 390 px.
 */
import type { SystemInfo } from '@xbond/shared/api/common';
import { ASSETS_TEST_IDS, PLEDGE_TEST_IDS as P, TEAM_TEST_IDS as T } from '@xbond/web/test-ids';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ACCOUNTS } from '../src/accounts';
import {
  advanceTime,
  messages,
  openApp,
  pageShot,
  reloadUntil,
  switchLanguage,
  TEST_IDS,
  textOf,
  waitForToast,
  waitOpen,
  waitSignedIn,
  waitText,
} from '../src/app';
import { type OpenBrowser, openBrowser } from '../src/browser';
import { devAccount, tokenList, transferFrom } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId, genesisInviteCode: genesis } = workerProduct();

type Texts = Record<string, Record<string, string>>;
const en = messages('en') as unknown as Record<string, Texts & Record<string, string>>;

/** Top, middle and bottom of the chain. */
const [TOP, MIDDLE, BOTTOM] = FILE_ACCOUNTS.team;
const STAKE = '1000';
const DAY = 86_400;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** A fresh browser whose wallet is dev account `index`. */
async function browserAs(index: number): Promise<Page> {
  await open?.close();
  open = await openBrowser();
  await installTestWallet(open.context, {
    rpcUrl: chainRpcUrl,
    account: devAccount(index).address,
    chainId,
  });
  return open.page;
}

/** Opens an invite link and signs up through it (the code is read from the link). */
async function signUpWith(page: Page, link: string) {
  await page.goto(link);
  await page.getByTestId(TEST_IDS.topBarAddress).click();
  await waitSignedIn(page);
}

/** Deposits X from the chain and stakes it in the current pledge, through the screens. */
async function depositAndStake(page: Page, index: number) {
  const list = await tokenList(baseUrl);
  const x = list.tokens.find((t) => t.asset === 'X');
  if (!x) throw new Error('no X token');
  await transferFrom(chainRpcUrl, index, x.contractAddress, list.custodyAddress, STAKE);
  await openApp(page, baseUrl, '/pages/pledge/index');
  await reloadUntil(page, P.balance, 'Available: 1,000 X');
  await page.getByTestId(P.amountInput).fill(STAKE);
  await page.getByTestId(P.submit).click();
  await waitOpen(page, P.confirmSheet);
  await page.getByTestId(P.confirm).click();
  await waitForToast(page, en.result?.stakeSuccess ?? '');
}

/** The account's invite link, as its team screen shows it. */
async function inviteLinkOf(page: Page): Promise<string> {
  await openApp(page, baseUrl, '/pages/team/index');
  await page.getByTestId(T.inviteQr).waitFor();
  return textOf(page, T.inviteLink);
}

async function systemInfo(): Promise<SystemInfo> {
  const res = await fetch(`${baseUrl}/api/v2/common/system_info`);
  return ((await res.json()) as { data: SystemInfo }).data;
}

/** Base units of X (18 decimals) as the screens write them: '0.45X'. */
const X = 10n ** 18n;
const shown = (units: bigint) => {
  const whole = units / X;
  const fraction = (units % X).toString().padStart(18, '0').replace(/0+$/, '');
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}X`;
};

/** The account's available X on the asset page (read afresh), in base units. */
async function availableX(page: Page): Promise<bigint> {
  await openApp(page, baseUrl, '/pages/asset/index');
  await page.reload();
  const id = ASSETS_TEST_IDS.assetAvailable('X');
  await page.waitForFunction(
    (testId) => /\dX$/.test(document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? ''),
    id,
  );
  const [whole = '0', fraction = ''] = (await textOf(page, id)).replace(/[,X\s]/g, '').split('.');
  return BigInt(whole) * X + BigInt(fraction.padEnd(18, '0'));
}

/**
 * Staking is paid from the first whole day: the days must not turn while the three accounts
 * stake, so a start close to midnight (demo time) first moves past it.
 */
async function awayFromMidnight() {
  const now = new Date((await systemInfo()).serverTime);
  const toMidnight = DAY - ((now.getTime() / 1000) % DAY);
  if (toMidnight < 15 * 60) {
    await fetch(`${baseUrl}/api/v2/dev/time`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: Math.ceil(toMidnight) + 3600 }),
    });
  }
}

describe('team', () => {
  it('three accounts under one another: rewards locked, a release plan, withdrawal', async () => {
    await awayFromMidnight();
    const info = await systemInfo();

    // The top account joins under the genesis code; each next one through the last's link.
    let page = await browserAs(TOP);
    await openApp(page, baseUrl, `/pages/team/index?invite_code=${genesis}`);
    await page.getByTestId(T.connectButton).click();
    await waitSignedIn(page);
    await depositAndStake(page, TOP);
    const topLink = await inviteLinkOf(page);
    expect(topLink).toMatch(/#\/\?invite_code=\w+$/);
    // Copy puts the link on the clipboard.
    await open?.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId(T.inviteCopy).click();
    await waitForToast(page, en.team?.inviteCopied ?? '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(topLink);

    page = await browserAs(MIDDLE);
    await signUpWith(page, topLink);
    await depositAndStake(page, MIDDLE);
    const middleLink = await inviteLinkOf(page);

    page = await browserAs(BOTTOM);
    await signUpWith(page, middleLink);
    await depositAndStake(page, BOTTOM);

    // Two days: the first settles the day of the stakes (not staked all day: no yield), the
    // second pays a whole day's yield, and the team its rewards from it, locked.
    page = await browserAs(TOP);
    await openApp(page, baseUrl, '/pages/team/index');
    await page.getByTestId(T.connectButton).click();
    await waitSignedIn(page);
    await advanceTime(page, DAY, 2);
    await openApp(page, baseUrl, '/pages/team/index');

    // The rules: each direct referral's day yields principal x rate; the top account is paid
    // the direct rate of its one direct's yield, and its level's rate (V1, one valid direct)
    // of it as community reward; of the bottom's yield nothing: the middle account is V1 too
    // and took that rate. The coefficient is 1 (1,000 X staked).
    const principal = BigInt(STAKE) * X;
    const dayYield = (principal * BigInt(info.pledge.flexibleRatePpm)) / 1_000_000n;
    const direct = (dayYield * BigInt(info.team.directRateBps)) / 10_000n;
    const v1 = info.team.levels[0]?.rateBps ?? 0;
    const community = (dayYield * BigInt(v1)) / 10_000n;
    const bonus = direct + community;
    await waitText(page, T.figure('direct'), shown(direct));
    expect(await textOf(page, T.figure('community'))).toBe(shown(community));
    expect(await textOf(page, T.figure('locked'))).toBe(shown(bonus));
    expect(await textOf(page, T.figure('withdrawable'))).toBe('0X');
    expect(await textOf(page, T.level)).toBe('V1 · 5%');
    expect(await textOf(page, T.figure('validDirects'))).toBe('1');
    expect(await textOf(page, T.figure('directs'))).toBe('1');
    expect(await textOf(page, T.figure('members'))).toBe('2');
    expect(await textOf(page, T.figure('network'))).toBe('2,000X');
    expect(await textOf(page, T.figure('largeRegion'))).toBe('2,000X');
    expect(await textOf(page, T.figure('smallRegion'))).toBe('0X');
    expect(await textOf(page, T.figure('coefficient'))).toBe('100%');
    expect(await textOf(page, T.figure('personalDeposit'))).toBe('1,000X');
    // The rewards by day: drawn, the days' figures in the chart's table.
    const rewards = page.getByTestId(T.rewardChart);
    await rewards.locator('canvas').first().waitFor();
    const days = rewards.getByRole('table', { name: en.charts?.team?.title ?? '' });
    expect(await days.locator('tbody tr').count()).toBeGreaterThan(0);
    await pageShot(page, 'team-en-390');

    // A plan with a donation: 20% to the reward pool, the rest over 20 days.
    await page.getByTestId(T.releaseLink).click();
    await page.getByTestId(T.releaseSubmit).waitFor();
    await page.getByTestId(T.amountMax).click();
    await page.getByTestId(T.plan('donate20')).click();
    const donation = (bonus * 2_000n + 9_999n) / 10_000n;
    const release = bonus - donation;
    await waitText(page, T.quoteFigure('donation'), shown(donation));
    expect(await textOf(page, T.quoteFigure('release'))).toBe(shown(release));
    expect(await textOf(page, T.quoteFigure('daily'))).toBe(shown(release / 20n));
    expect(await page.getByTestId(T.chart).getAttribute('data-bars')).toBe('20');
    await pageShot(page, 'release-en-390');
    await page.getByTestId(T.releaseSubmit).click();
    await waitOpen(page, T.confirmSheet);
    await page.getByTestId(T.confirm).click();
    await waitForToast(page, en.result?.donationSuccess ?? '');
    const plan = page.locator('[data-testid^="release-item-"][data-status="active"]').first();
    await plan.waitFor();
    const planId = ((await plan.getAttribute('data-testid')) ?? '').replace('release-item-', '');
    expect(await textOf(page, T.planField(planId, 'released'))).toBe('0X');

    // It starts with the next day; one whole day later a twentieth is released.
    await advanceTime(page, DAY, 2);
    await waitText(page, T.planField(planId, 'released'), shown(release / 20n));
    await waitText(page, T.figure('withdrawable'), shown(release / 20n));

    // Withdraw it to available: the asset page's available X grows by it.
    const availableBefore = await availableX(page);
    await openApp(page, baseUrl, '/pages/team/releaseBonus');
    await waitText(page, T.figure('withdrawable'), shown(release / 20n));
    await page.getByTestId(T.withdrawMax).click();
    await page.getByTestId(T.withdrawSubmit).click();
    await waitOpen(page, T.confirmSheet);
    await page.getByTestId(T.confirm).click();
    await waitForToast(page, en.result?.withdrawSuccess ?? '');
    await waitText(page, T.figure('withdrawable'), '0X');
    await page.getByTestId(T.withdrawSubmit).click();
    await waitText(page, T.withdrawError, en.validation?.noIncome ?? '');
    await openApp(page, baseUrl, '/pages/asset/index');
    await waitText(
      page,
      ASSETS_TEST_IDS.assetAvailable('X'),
      shown(availableBefore + release / 20n),
    );

    // The records: the donation, the direct referral, the leg by level.
    await openApp(page, baseUrl, '/pages/record/index');
    await page.getByTestId(T.donation(planId)).waitFor();
    expect(await textOf(page, T.donation(planId))).toContain(shown(donation));
    await pageShot(page, 'record-en-390');
    // The dynamic bonus's movements: rewards locked, the plan, its release, the withdrawal.
    await page.getByTestId(T.recordTab('bonus')).click();
    await page.getByTestId(T.bonusRecord).nth(5).waitFor();
    const moves = await page
      .getByTestId(T.bonusRecord)
      .evaluateAll((els) => els.map((e) => `${e.dataset.type} ${e.dataset.account}`));
    for (const move of [
      'team_reward bonus_locked',
      'bonus_donation bonus_locked',
      'bonus_donation bonus_releasing',
      'bonus_release bonus_released',
      'bonus_withdraw bonus_released',
      'bonus_withdraw available',
    ]) {
      expect(moves).toContain(move);
    }
    await pageShot(page, 'record-bonus-en-390');
    await page.getByTestId(T.recordTab('team')).click();
    const leg = page.locator('[data-testid^="team-leg-"][data-testid$="-toggle"]').first();
    await leg.click();
    const legId = ((await leg.getAttribute('data-testid')) ?? '').split('-')[2] ?? '';
    await page.getByTestId(T.legLevel(legId, 1)).waitFor();
    await page.getByTestId(T.legLevel(legId, 0)).waitFor();

    // The same screens in Japanese and in Thai.
    for (const locale of ['ja', 'th'] as const) {
      const texts = messages(locale) as unknown as typeof en;
      await switchLanguage(page, locale);
      await openApp(page, baseUrl, '/pages/team/index');
      await waitText(page, TEST_IDS.pageHeading, texts.pages?.team ?? '');
      await page.getByTestId(T.inviteQr).waitFor();
      expect(await textOf(page, T.figure('direct'))).not.toBe('');
      await page.getByTestId(T.rewardChart).locator('canvas').first().waitFor();
      await pageShot(page, `team-${locale}-390`);
      await openApp(page, baseUrl, '/pages/team/releaseBonus');
      await page.getByTestId(T.planItem(planId)).waitFor();
      await page.getByTestId(T.amountMax).click();
      await page.getByTestId(T.plan('donate20')).click();
      await page.getByTestId(T.quote).waitFor();
      const plans = texts.team?.releasePlan as unknown as Texts | undefined;
      await waitText(page, T.planField(planId, 'status'), plans?.status?.active ?? '');
      await pageShot(page, `release-${locale}-390`);
      await openApp(page, baseUrl, '/pages/record/index?tab=team');
      await page.getByTestId(T.legToggle(legId)).click();
      await page.getByTestId(T.legLevel(legId, 1)).waitFor();
      await pageShot(page, `record-${locale}-390`);
    }
  });
});
