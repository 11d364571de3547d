/**
 * The operator's console in a real browser: dev account 0 (the demo's operator) signs in,
 * finds "Operator" in the side menu, reads the dashboard at 1280 px and 390 px, and assigns a
 * deposit held in suspense (a real transfer from an address no user has) to itself, with a
 * reason that the audit trail then shows. Then the demo's time moves a day and the last days'
 * charts appear, read at both widths in the five languages.
 */
import { ADMIN_SETTINGS_TEST_IDS, ADMIN_TEST_IDS } from '@xbond/web/test-ids';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV, FILE_ACCOUNTS } from '../src/accounts';
import {
  advanceTime,
  messages,
  openApp,
  switchLanguage,
  TEST_IDS,
  waitForToast,
  waitOpen,
  waitSignedIn,
} from '../src/app';
import { DESKTOP, type OpenBrowser, openBrowser, PHONE, screenshot } from '../src/browser';
import { fundAccount, tokenList, transferFrom } from '../src/chain-actions';
import { installTestWallet } from '../src/test-wallet';
import { workerProduct } from '../src/worker-product';

const { baseUrl, chainRpcUrl, chainId } = workerProduct();

const ADMIN_WORDS = messages('en').admin as unknown as {
  suspense: { assigned: string };
  jobs: { names: Record<string, string> };
};
const [STRANGER] = FILE_ACCOUNTS.admin;
const A = ADMIN_TEST_IDS;
const OPERATOR = DEV[0] as string;

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe("the operator's console", () => {
  it('shows the dashboard and reviews a suspense deposit, audited', async () => {
    const tokens = await tokenList(baseUrl);
    const x = tokens.tokens.find((t) => t.asset === 'X');
    if (!x || STRANGER === undefined) throw new Error('no X token or no stranger account');
    await fundAccount(chainRpcUrl, 0, STRANGER, x.contractAddress, '7');
    await transferFrom(chainRpcUrl, STRANGER, x.contractAddress, tokens.custodyAddress, '7');

    open = await openBrowser(DESKTOP);
    await installTestWallet(open.context, { rpcUrl: chainRpcUrl, account: OPERATOR, chainId });
    const { page } = open;
    await openApp(page, baseUrl, '/');
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitSignedIn(page);

    await page.getByTestId(TEST_IDS.topBarToggle).click();
    await waitOpen(page, TEST_IDS.sideMenu);
    await page.getByTestId(TEST_IDS.sideMenuOperator).click();
    await page.getByTestId(A.solvencyRow('X')).waitFor();
    expect(await page.getByTestId(A.solvencyRatio('X')).getAttribute('data-short')).toBe('false');
    // The ratio comes first after the asset, in view without scrolling the table sideways
    // (how wide the amounts make the rest depends on what the product has seen).
    const ratio = await page.getByTestId(A.solvencyRow('X')).evaluate((row) => {
      const wrap = row.closest('.admin-table-wrap')?.getBoundingClientRect();
      const cell = row.children[1];
      return {
        second: cell?.getAttribute('data-testid'),
        inView: !!wrap && !!cell && cell.getBoundingClientRect().right <= wrap.right,
      };
    });
    expect(ratio).toEqual({ second: A.solvencyRatio('X'), inView: true });
    await page.getByTestId(A.watcher).waitFor();
    // Each job by its name in the operator's language, its key (the logs' name) beneath.
    const jobs = await page.locator('[data-testid^="admin-job-"] th').evaluateAll((cells) =>
      cells.map((th) => ({
        name: th.firstChild?.textContent ?? '',
        key: th.querySelector('.admin-job-key')?.textContent ?? '',
      })),
    );
    expect(jobs.map((j) => j.key)).toContain('pledge-flexible-yield');
    expect(jobs.find((j) => j.key === 'pledge-flexible-yield')?.name).toBe(
      ADMIN_WORDS.jobs.names['pledge-flexible-yield'],
    );
    expect(jobs.filter((j) => j.name === j.key || j.name === '')).toEqual([]);
    await screenshot(page, 'admin-dashboard-1280', true);

    await page.getByTestId(A.tab('suspense')).click();
    // The watcher books the transfer within seconds; the list is read again every 10 s.
    const assign = await page.waitForSelector('[data-testid^="admin-suspense-assign-"]');
    const id = ((await assign.getAttribute('data-testid')) ?? '').replace(
      'admin-suspense-assign-',
      '',
    );
    await page.getByTestId(A.suspenseAddress(id)).fill(OPERATOR);
    await page.getByTestId(A.suspenseReason(id)).fill('sent from the old wallet');
    await page.getByTestId(A.suspenseAssign(id)).click();
    await waitForToast(page, ADMIN_WORDS.suspense.assigned);
    await page.waitForFunction(
      (testId) =>
        document.querySelector(`[data-testid="${testId}"]`)?.textContent?.includes('0x') ?? false,
      A.suspenseDecision(id),
    );

    await page.getByTestId(A.tab('audit')).click();
    await page.getByText('sent from the old wallet', { exact: false }).first().waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-audit-390', true);

    // The console and its switches and settings link to each other.
    await page.getByTestId(A.settingsLink).click();
    await page.getByTestId(ADMIN_SETTINGS_TEST_IDS.switchState('swap')).waitFor();
    await page.getByTestId(ADMIN_SETTINGS_TEST_IDS.consoleLink).click();
    await page.getByTestId(A.tab('dashboard')).waitFor();
  });

  it("draws the last days' charts once a day has ended", async () => {
    open = await openBrowser(DESKTOP);
    await installTestWallet(open.context, { rpcUrl: chainRpcUrl, account: OPERATOR, chainId });
    const { page } = open;
    await openApp(page, baseUrl, '/admin');
    await page.getByTestId(TEST_IDS.topBarAddress).click();
    await waitSignedIn(page);
    await page.getByTestId(A.charts).waitFor();

    // The snapshot job runs with the day's other jobs; moving time reads every query again.
    await advanceTime(page, 86_400);
    const charts = [A.liabilitiesChart, A.poolsChart, A.usersChart];
    const drawn = async () => {
      for (const id of charts) await page.getByTestId(`${id}-canvas`).waitFor();
    };
    await drawn();
    const days = await page.getByTestId(`${A.usersChart}-table`).locator('tbody tr').count();
    expect(days).toBeGreaterThanOrEqual(1);
    await page.getByTestId(A.chartAsset).selectOption('USDD');
    await page.getByText('(USDD)').first().waitFor();

    /** Screenshots at both widths; the page itself never grows wider than the window. */
    const shots = async (locale: string) => {
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await drawn();
        // The page's width, and what reaches past the window's right edge outside a box that
        // scrolls or clips it (a wide table scrolls in its own): the message names them.
        const { width, past } = await page.evaluate(() => {
          const clipped = (e: Element) => {
            for (let p = e.parentElement; p; p = p.parentElement) {
              if (getComputedStyle(p).overflowX !== 'visible') return true;
            }
            return false;
          };
          const past = [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(e))
            .slice(0, 5)
            .map(
              (e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`,
            );
          return { width: document.documentElement.scrollWidth, past };
        });
        expect(width, `${locale} at ${size.width} px: ${past.join(', ')}`).toBeLessThanOrEqual(
          size.width,
        );
        await screenshot(page, `admin-charts-${size.width}-${locale}`, true);
      }
    };
    await shots('en');
    for (const locale of ['ja', 'th', 'kr', 'zhTw']) {
      await switchLanguage(page, locale);
      await page.getByTestId(A.charts).waitFor();
      await shots(locale);
    }
  });
});
