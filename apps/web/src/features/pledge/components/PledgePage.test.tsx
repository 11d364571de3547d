/**
 * The staking screen with the real API client against a local HTTP server (a small in-memory
 * staking ledger): figures, and amount checks before any request. The current and regular
 * pledges' calls and orders are in CurrentPledge and RegularPledge.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { sessionStore } from '@/features/session/store';
import { ALICE, requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { apiRoute, freshPage, staking } from '../testing/fixtures';
import {
  confirmSheet,
  errorText,
  openPledge,
  renderAt,
  submit,
  text,
  toastMessages,
  type,
} from '../testing/pledge-page';

const server = setupApiPage(apiRoute, freshPage);

describe('pledge page', () => {
  it('not signed in: the terms and today’s rates, the form; their own asks to connect', async () => {
    freshPage(server, false);
    renderAt(`${PATHS.pledge}?tab=regular`);
    const prompt = await screen.findByTestId(PLEDGE_TEST_IDS.connect);
    expect(prompt.textContent).toContain(en.visitor.seeYours);
    expect(within(prompt).getByTestId(PLEDGE_TEST_IDS.connectButton).textContent).toBe(
      en.topBar.connect,
    );
    expect(text(PLEDGE_TEST_IDS.term(30))).toContain('0.5%');
    type('1000');
    // The expected reward at the term's rates, before any sign-in.
    expect(text(PLEDGE_TEST_IDS.rewardMin)).toBe('120X');
    expect(text(PLEDGE_TEST_IDS.submit)).toBe(en.topBar.connect);
    expect(requestsTo(server, '/api/v2/pledge/rates').length).toBeGreaterThan(0);
    expect(requestsTo(server, '/api/v2/pledge/info')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });

  it('a visitor’s term and amount survive the sign-in, and the order carries on with them', async () => {
    freshPage(server, false);
    renderAt(`${PATHS.pledge}?tab=regular`);
    await screen.findByTestId(PLEDGE_TEST_IDS.term(90));
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.term(90)));
    type('1000');
    submit(); // "Connect wallet": no wallet in this page, so nothing signs in yet
    expect(screen.queryByTestId(PLEDGE_TEST_IDS.confirmSheet)).toBeNull();
    // The wallet signs in (as the session flow ends): the form is the same one, still filled.
    act(() => sessionStore.set({ address: ALICE, token: 'good-token' }));
    const sheet = await confirmSheet();
    expect(screen.getByTestId<HTMLInputElement>(PLEDGE_TEST_IDS.amountInput).value).toBe('1000');
    expect(screen.getByTestId(PLEDGE_TEST_IDS.confirmSheet).textContent).toContain('90 days');
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const [create] = requestsTo(server, '/api/v2/pledge/regular/create');
    expect(create?.body).toEqual({ amount: '1000', days: 90 });
  });

  it('another account signing in starts a fresh form', async () => {
    renderAt(PATHS.pledge);
    await screen.findByTestId(PLEDGE_TEST_IDS.form);
    type('5');
    act(() => sessionStore.set({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>(PLEDGE_TEST_IDS.amountInput).value).toBe(''),
    );
  });

  it('skeletons while loading, then the flexible pledge, the limit and the earnings cap', async () => {
    staking.info.flexible = {
      principal: '1500.5',
      ratePpm: 3000,
      yesterdayYield: '4.5015',
      totalRevenue: '12.25',
    };
    staking.info.limit = { max: '100000', used: '2500.5', left: '97499.5' };
    staking.info.earnings = {
      earned: '40',
      cap: '12502.5',
      left: '12462.5',
      frozen: '3',
      multiple: 5,
    };
    staking.overrides['/api/v2/pledge/info'] = [
      { body: { code: 1, msg: '', data: staking.info }, delayMs: 100 },
    ];
    renderAt(PATHS.pledge);
    await screen.findByTestId(PLEDGE_TEST_IDS.skeleton);
    await screen.findByTestId(PLEDGE_TEST_IDS.flexible);
    const fig = PLEDGE_TEST_IDS.flexibleFigure;
    expect(text(fig('principal'))).toBe('1,500.5X');
    expect(text(fig('rate'))).toBe('0.3% per day');
    expect(text(fig('yesterday'))).toBe('4.5015X');
    expect(text(fig('total'))).toBe('12.25X');
    const lim = PLEDGE_TEST_IDS.limitFigure;
    expect(text(lim('used'))).toBe('2,500.5X');
    expect(text(lim('left'))).toBe('97,499.5X');
    expect(text(lim('max'))).toBe('100,000X');
    expect(text(lim('earned'))).toBe('40X');
    expect(text(lim('cap'))).toBe('12,502.5X');
    expect(text(lim('frozen'))).toBe('3X');
    expect(screen.getByTestId(PLEDGE_TEST_IDS.limits).textContent).toContain(
      'Earnings cap (5× principal)',
    );
  });

  it('an error says so and Retry reads again', async () => {
    // The query client retries once.
    staking.overrides['/api/v2/pledge/info'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    renderAt(PATHS.pledge);
    const error = await screen.findByTestId(PLEDGE_TEST_IDS.error);
    expect(error.textContent).toContain(en.pledge.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(PLEDGE_TEST_IDS.form);
  });
});

describe('amount checks before any request', () => {
  it("'Enter staking amount', a valid amount, the minimum, 'Insufficient balance', the limit", async () => {
    staking.info.limit = { max: '100000', used: '99950', left: '50' };
    await openPledge();
    submit();
    expect(errorText()).toBe('Enter staking amount');
    type('abc');
    expect(errorText()).toBe('Enter a valid amount');
    type('5');
    expect(errorText()).toBe('Staking amount cannot be less than 10 X');
    type('100.000000000000000001');
    expect(errorText()).toBe('Insufficient balance');
    type('60');
    expect(errorText()).toBe('Above your staking limit: you can stake 50 X more');
    submit();
    expect(screen.queryByTestId(PLEDGE_TEST_IDS.confirmSheet)).toBeNull();
    type('50');
    expect(errorText()).toBeNull();
    expect(requestsTo(server, '/api/v2/pledge/current/stake')).toHaveLength(0);
  });

  it('Max fills the available balance', async () => {
    await openPledge();
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.amountMax));
    expect(text(PLEDGE_TEST_IDS.submit)).toBe('Stake 100 X');
  });
});
