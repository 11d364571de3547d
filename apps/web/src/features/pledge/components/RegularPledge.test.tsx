/**
 * The staking screen's regular (fixed-term) pledge against a local HTTP server: the terms, the
 * expected reward before confirming, the create call, the orders and their claim.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { syncServerClock } from '@/lib/server-clock';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { apiRoute, fixedOrder, freshPage, staking } from '../testing/fixtures';
import {
  confirmSheet,
  openPledge,
  order,
  renderAt,
  submit,
  text,
  toastMessages,
  type,
} from '../testing/pledge-page';

const server = setupApiPage(apiRoute, freshPage);

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
