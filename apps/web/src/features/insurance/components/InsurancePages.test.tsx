/**
 * The insurance pool and policy detail screens against the fake API: the pool's figures, the
 * user's policies with their labels and statuses, the countdown to maturity by server time,
 * what maturity decided, and the connect, empty and error states.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { PATHS } from '@/config/paths';
import { syncServerClock } from '@/lib/server-clock';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { INSURANCE_TEST_IDS as IDS } from '../test-ids';
import { apiRoute, freshPage, insurance, policy } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('insurance pool', () => {
  it('signed out: the terms and the pool; their policies ask to connect', async () => {
    freshPage(server, false);
    renderAt(PATHS.insurancePool);
    expect((await screen.findByTestId(IDS.connect)).textContent).toContain(en.visitor.seeYours);
    const [first] = insurance.assets;
    if (!first) throw new Error('no pool asset in the fixture');
    await screen.findByTestId(IDS.poolField(first.currency, 'balance'));
    expect(screen.getByTestId('insurance-term-premium').textContent).toMatch(/%/);
    expect(requestsTo(server, '/api/v2/insurance/pool')).toHaveLength(0);
  });

  it("the pool per currency, policies in force, and the user's policies linking to their detail", async () => {
    insurance.policies = [
      policy(2, {
        currency: 'X',
        amount: '500',
        premium: '25',
        status: 'paid_out',
        payout: '60.5',
      }),
      policy(1, { status: 'expired', payout: '0' }),
      policy(3),
    ];
    renderAt(PATHS.insurancePool);
    await screen.findByTestId(IDS.policies);
    const pool = IDS.poolField;
    expect(text(IDS.pool('USDD'))).toContain('USDD pool');
    expect(text(pool('USDD', 'balance'))).toBe('12,500.5USDD');
    expect(text(pool('USDD', 'in'))).toBe('13,000.5USDD');
    expect(text(pool('USDD', 'out'))).toBe('500USDD');
    expect(text(pool('X', 'balance'))).toBe('40X');
    expect(text(IDS.inForce)).toBe('7');

    const field = IDS.policyField;
    expect(text(field('2', 'number'))).toBe('P202412020002');
    expect(text(field('2', 'amount'))).toBe('500X');
    expect(text(field('2', 'currency'))).toBe('X');
    expect(text(field('2', 'premium'))).toBe('25X');
    expect(text(field('2', 'status'))).toBe(en.insurance.statuses.paid_out);
    expect(text(field('2', 'payout'))).toBe('60.5X');
    expect(text(field('1', 'status'))).toBe(en.insurance.statuses.expired);
    expect(text(field('3', 'status'))).toBe(en.insurance.statuses.active);
    expect(text(field('3', 'payout'))).toBe(en.insurance.notYet);
    expect(screen.getByTestId(IDS.policy('2')).getAttribute('href')).toBe(
      `#${PATHS.insuranceDetail}?id=2`,
    );
  });

  it('pages of policies: load more asks the next page', async () => {
    insurance.policies = Array.from({ length: 12 }, (_, i) => policy(i + 1));
    renderAt(PATHS.insurancePool);
    await screen.findByTestId(IDS.policies);
    expect(within(screen.getByTestId(IDS.policies)).getAllByRole('link')).toHaveLength(10);
    fireEvent.click(screen.getByTestId(IDS.loadMore));
    await screen.findByTestId(IDS.policy('12'));
    expect(screen.queryByTestId(IDS.loadMore)).toBeNull();
  });

  it('no policies: "No data available" and where to insure', async () => {
    renderAt(PATHS.insurancePool);
    const empty = await screen.findByTestId(IDS.empty);
    expect(empty.textContent).toContain(en.common.noData);
    expect(empty.textContent).toContain(en.insurance.emptyHint);
    expect(within(empty).getByRole('link').getAttribute('href')).toBe(
      `#${PATHS.pledge}?tab=regular`,
    );
  });

  it('an error says so and Retry reads again', async () => {
    insurance.overrides['/api/v2/insurance/pool'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    renderAt(PATHS.insurancePool);
    const error = await screen.findByTestId(IDS.error);
    expect(error.textContent).toContain(en.insurance.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(IDS.empty);
  });
});

describe('insurance detail', () => {
  const field = IDS.detailField;

  it('an active policy: its order, terms and a live countdown to maturity by server time', async () => {
    insurance.policies = [policy(3)];
    renderAt(`${PATHS.insuranceDetail}?id=3`);
    await screen.findByTestId(IDS.detail);
    expect(text(field('status'))).toBe(en.insurance.statuses.active);
    expect(text(field('number'))).toBe('P202412020003');
    expect(text(field('principal'))).toBe('1,000X');
    expect(text(field('term'))).toBe('30 days');
    expect(text(field('maturity'))).toBe('2025-01-03 00:00:00');
    expect(text(field('currency'))).toBe('USDD');
    expect(text(field('amount'))).toBe('800X');
    expect(text(field('premium'))).toBe('80USDD');
    expect(text(field('percentage'))).toBe('5% of the insured value, paid once');
    expect(text(field('price'))).toBe('1 X = 2 USDD');
    expect(text(field('value'))).toBe('1,600USDD');
    expect(text(field('minReturn'))).toBe('0% over the term');
    expect(text(field('guarantee'))).toBe('1,600USDD');
    expect(screen.queryByTestId(field('payout'))).toBeNull();

    // The server's clock, not the browser's (half a second in, so the ms the render takes
    // cannot cross a whole second): 1 day 23:59:57.5 before maturity, then 30.5 s before.
    act(() => syncServerClock('2025-01-01T00:00:02.500Z', Date.now(), Date.now()));
    expect(text(field('countdown'))).toBe('1 d 23:59:57');
    act(() => syncServerClock('2025-01-02T23:59:29.500Z', Date.now(), Date.now()));
    expect(text(field('countdown'))).toBe('00:00:30');
  });

  it('paid out: the price and value at maturity, the payout and the shortfall', async () => {
    insurance.policies = [
      policy(4, {
        status: 'paid_out',
        maturityPrice: '1.5',
        maturityValue: '1240',
        payout: '300',
        shortfall: '60',
      }),
    ];
    renderAt(`${PATHS.insuranceDetail}?id=4`);
    await screen.findByTestId(IDS.detail);
    expect(text(field('status'))).toBe(en.insurance.statuses.paid_out);
    expect(screen.queryByTestId(field('countdown'))).toBeNull();
    expect(text(field('priceThen'))).toBe('1 X = 1.5 USDD');
    expect(text(field('valueThen'))).toBe('1,240USDD');
    expect(text(field('payout'))).toBe('300USDD');
    expect(text(field('shortfall'))).toBe('60USDD');
  });

  it('expired without claim: no payout, no shortfall line', async () => {
    insurance.policies = [
      policy(5, {
        status: 'expired',
        maturityPrice: '3',
        maturityValue: '2500',
        payout: '0',
        shortfall: '0',
      }),
    ];
    renderAt(`${PATHS.insuranceDetail}?id=5`);
    await screen.findByTestId(IDS.detail);
    expect(text(field('status'))).toBe(en.insurance.statuses.expired);
    expect(text(field('payout'))).toBe('0USDD');
    expect(screen.queryByTestId(field('shortfall'))).toBeNull();
  });

  it('no id: "No data available" and a way to the pool', async () => {
    renderAt(PATHS.insuranceDetail);
    const empty = await screen.findByTestId(IDS.detailEmpty);
    expect(empty.textContent).toContain(en.common.noData);
    expect(within(empty).getByRole('link').getAttribute('href')).toBe(`#${PATHS.insurancePool}`);
  });

  it('an unknown policy: the error state, asked once', async () => {
    renderAt(`${PATHS.insuranceDetail}?id=99`);
    const error = await screen.findByTestId(IDS.error);
    expect(error.textContent).toContain(en.insurance.detailFailed);
    expect(requestsTo(server, '/api/v2/insurance/detail')).toHaveLength(1);
  });
});
