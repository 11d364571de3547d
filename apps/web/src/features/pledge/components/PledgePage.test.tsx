/**
 * The staking screen with the real API client against a local HTTP server (a small in-memory
 * staking ledger): figures, amount checks before any request, the expected reward before
 * confirming, the stake and create calls with their Idempotency-Key, the orders and claim.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { sessionStore } from '@/features/session/store';
import { syncServerClock } from '@/lib/server-clock';
import { ALICE, requestsTo, setupApiPage } from '@/testing/api-page';
import { fail } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';
import { apiRoute, fixedOrder, freshPage, staking } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const type = (value: string) =>
  fireEvent.change(screen.getByTestId(PLEDGE_TEST_IDS.amountInput), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.submit));
const errorText = () => screen.queryByTestId(PLEDGE_TEST_IDS.amountError)?.textContent ?? null;
const order = (id: string, field: string) => text(PLEDGE_TEST_IDS.orderField(id, field));

/** The page with its figures and the available balance loaded. */
async function openPledge(tab: 'current' | 'regular' = 'current') {
  renderAt(tab === 'regular' ? `${PATHS.pledge}?tab=regular` : PATHS.pledge);
  await screen.findByTestId(PLEDGE_TEST_IDS.form);
  await waitFor(() => expect(text(PLEDGE_TEST_IDS.balance)).toBe('Available: 100 X'));
}

async function confirmSheet() {
  const sheet = await screen.findByTestId(PLEDGE_TEST_IDS.confirmSheet);
  return within(sheet);
}

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

describe('current pledge', () => {
  it('confirm -> stake {amount} with an Idempotency-Key -> success toast, figures read again', async () => {
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    expect(sheet.getByText('0.3% per day')).toBeTruthy();
    expect(requestsTo(server, '/api/v2/pledge/current/stake')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const [stake] = requestsTo(server, '/api/v2/pledge/current/stake');
    expect(stake?.body).toEqual({ amount: '20' });
    expect(stake?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{1,100}$/);
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.flexibleFigure('principal'))).toBe('20X'));
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.balance)).toBe('Available: 80 X'));
  });

  it('a lost answer: confirming again sends the same Idempotency-Key', async () => {
    staking.overrides['/api/v2/pledge/current/stake'] = [{ status: 502, text: 'bad gateway' }];
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Request failed with http code 502'));
    await waitFor(() =>
      expect(sheet.getByTestId(PLEDGE_TEST_IDS.confirm).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const keys = requestsTo(server, '/api/v2/pledge/current/stake').map(
      (r) => r.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a refusal shows the server's message and keeps the sheet for another try", async () => {
    staking.overrides['/api/v2/pledge/current/stake'] = [
      fail(2101, 'Staking amount cannot be less than 10 X'),
    ];
    await openPledge();
    type('20');
    submit();
    const sheet = await confirmSheet();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() =>
      expect(toastMessages()).toContain('Staking amount cannot be less than 10 X'),
    );
    expect(screen.getByTestId(PLEDGE_TEST_IDS.confirmSheet)).toBeTruthy();
  });

  it('unstake: to the turbine, at most the principal', async () => {
    staking.info.flexible.principal = '30';
    await openPledge();
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.unstake));
    const sheet = within(await screen.findByTestId(PLEDGE_TEST_IDS.unstakeSheet));
    expect(sheet.getByText(/goes to your turbine/)).toBeTruthy();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit));
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeError).textContent).toBe('Enter amount');
    fireEvent.change(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeInput), { target: { value: '31' } });
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeError).textContent).toBe(
      'Insufficient balance',
    );
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeMax));
    expect(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit).textContent).toBe('Unstake 30 X');
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.unstakeSubmit));
    await waitFor(() => expect(toastMessages()).toContain('Unstake successful'));
    const [unstake] = requestsTo(server, '/api/v2/pledge/current/unstake');
    expect(unstake?.body).toEqual({ amount: '30' });
    expect(unstake?.headers['idempotency-key']).toBeTruthy();
    // Nothing left to unstake: the action goes away with the principal.
    await waitFor(() => expect(screen.queryByTestId(PLEDGE_TEST_IDS.unstake)).toBeNull());
  });
});

describe('regular pledge', () => {
  it('the four terms with their bands per day and today rate', async () => {
    await openPledge('regular');
    expect(text(PLEDGE_TEST_IDS.term(30))).toBe('30 days0.4–0.6% per dayToday 0.5% per day');
    expect(text(PLEDGE_TEST_IDS.term(360))).toBe('360 days0.8–1.2% per dayToday 1% per day');
  });

  it('the expected min and max reward before confirming, then create {amount, days}', async () => {
    staking.available = '5000';
    renderAt(`${PATHS.pledge}?tab=regular`);
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.balance)).toBe('Available: 5,000 X'));
    expect(text(PLEDGE_TEST_IDS.rewardMin)).toBe('–');
    type('1000');
    expect(text(PLEDGE_TEST_IDS.rewardMin)).toBe('120X');
    expect(text(PLEDGE_TEST_IDS.rewardMax)).toBe('180X');
    fireEvent.click(within(screen.getByTestId(PLEDGE_TEST_IDS.term(90))).getByRole('radio'));
    expect(text(PLEDGE_TEST_IDS.rewardMin)).toBe('450X');
    expect(text(PLEDGE_TEST_IDS.rewardMax)).toBe('720X');
    submit();
    const sheet = await confirmSheet();
    const summary = screen.getByTestId(PLEDGE_TEST_IDS.confirmSheet).textContent;
    expect(summary).toContain('90 days');
    expect(summary).toContain("Today's rate0.65% per day");
    expect(summary).toContain('Expected min reward450X');
    expect(summary).toContain('Expected max reward720X');
    expect(requestsTo(server, '/api/v2/pledge/regular/create')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Staking successful'));
    const [create] = requestsTo(server, '/api/v2/pledge/regular/create');
    expect(create?.body).toEqual({ amount: '1000', days: 90 });
    expect(create?.headers['idempotency-key']).toBeTruthy();
    await screen.findByTestId(PLEDGE_TEST_IDS.order('1'));
  });

  it('every label of the staking order', async () => {
    staking.orders = [
      fixedOrder(7, {
        released: '12.5',
        claimed: '10',
        claimable: '2.5',
        yesterdayYield: '5',
        totalRevenue: '12.5',
        insured: true,
        policyId: '4',
      }),
    ];
    await openPledge('regular');
    const card = await screen.findByTestId(PLEDGE_TEST_IDS.order('7'));
    for (const label of Object.values(en.pledge.orders).filter((v) => typeof v === 'string')) {
      if (['Matured', 'Not insured', 'Insured'].includes(label) || label.includes('{{')) continue;
      if (label === en.pledge.orders.title || label === en.pledge.orders.emptyHint) continue;
      if (label === en.pledge.orders.loadFailed) continue;
      expect(card.textContent, label).toContain(label);
    }
    expect(card.textContent).toContain("Yesterday's yield");
    expect(card.textContent).toContain('Total revenue');
    expect(order('7', 'amount')).toBe('1,000X');
    expect(order('7', 'days')).toBe('30 days');
    expect(order('7', 'expectedMin')).toBe('120X');
    expect(order('7', 'expectedMax')).toBe('180X');
    expect(order('7', 'released')).toBe('12.5X');
    expect(order('7', 'claimed')).toBe('10X');
    expect(order('7', 'yesterday')).toBe('5X');
    expect(order('7', 'total')).toBe('12.5X');
    expect(order('7', 'insured')).toBe('Insured');
    expect(order('7', 'number')).toBe('P20250101000007');
    expect(order('7', 'orderTime')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // No insure action yet (a later part): no dead button.
    expect(within(card).getAllByRole('button')).toHaveLength(1);
  });

  it('the remaining reward time counts down by server time, then says matured', async () => {
    staking.orders = [fixedOrder(1, { maturityTime: '2025-01-31T00:00:00.000Z' })];
    const at = (iso: string) => act(() => syncServerClock(iso, Date.now(), Date.now()));
    at('2025-01-29T22:58:59.000Z');
    await openPledge('regular');
    // 1 d 01:01:01 from the server's time then, less the moments the page took to load.
    await waitFor(() => expect(order('1', 'remaining')).toMatch(/^1 d 01:0(0:5\d|1:0[01])$/));
    at('2025-01-30T23:59:30.000Z');
    await waitFor(() => expect(order('1', 'remaining')).toMatch(/^00:00:(30|29)$/));
    at('2025-01-31T00:00:01.000Z');
    await waitFor(() => expect(order('1', 'remaining')).toBe('Matured'));
  });

  it('claim: {orderId} with an Idempotency-Key, the success toast, the button goes', async () => {
    staking.orders = [fixedOrder(3, { released: '2.5', claimable: '2.5' })];
    await openPledge('regular');
    const claim = await screen.findByTestId(PLEDGE_TEST_IDS.orderClaim('3'));
    expect(claim.textContent).toBe('Claim 2.5 X');
    fireEvent.click(claim);
    await waitFor(() => expect(toastMessages()).toContain('Claim successful'));
    const [sent] = requestsTo(server, '/api/v2/pledge/regular/claim');
    expect(sent?.body).toEqual({ orderId: '3' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(PLEDGE_TEST_IDS.orderClaim('3'))).toBeNull());
    expect(order('3', 'claimed')).toBe('2.5X');
  });

  it('no orders: No data available and what to do next', async () => {
    await openPledge('regular');
    const empty = await screen.findByTestId(PLEDGE_TEST_IDS.ordersEmpty);
    expect(empty.textContent).toContain('No data available');
    expect(empty.textContent).toContain(en.pledge.orders.emptyHint);
  });

  it('orders load a page at a time', async () => {
    staking.orders = Array.from({ length: 12 }, (_, i) => fixedOrder(i + 1));
    await openPledge('regular');
    await screen.findByTestId(PLEDGE_TEST_IDS.order('10'));
    expect(text(PLEDGE_TEST_IDS.ordersCount)).toBe('10 of 12');
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.ordersLoadMore));
    await screen.findByTestId(PLEDGE_TEST_IDS.order('12'));
    expect(text(PLEDGE_TEST_IDS.ordersCount)).toBe('12 of 12');
    expect(screen.queryByTestId(PLEDGE_TEST_IDS.ordersLoadMore)).toBeNull();
  });

  it('orders that cannot be read say so', async () => {
    staking.overrides['/api/v2/pledge/regular/list'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    staking.orders = [fixedOrder(1)];
    await openPledge('regular');
    const error = await screen.findByTestId(PLEDGE_TEST_IDS.ordersError);
    expect(error.textContent).toContain(en.pledge.orders.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(PLEDGE_TEST_IDS.order('1'));
  });
});
