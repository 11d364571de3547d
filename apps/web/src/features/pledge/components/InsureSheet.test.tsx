/**
 * Insuring a regular order from its card, against the fake API: the action's conditions, the
 * server's quote as the user types, the agreement checked before any request, the buy call
 * with its Idempotency-Key, a stale price, and the order shown insured afterwards.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { fail } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { PLEDGE_TEST_IDS as IDS } from '../test-ids';
import { apiRoute, fixedOrder, freshPage, staking } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const STALE = "X's market price could not be read for several minutes. Please try again shortly.";
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The regular tab with its orders, and the insure sheet of order 1 open. */
async function openSheet() {
  window.location.hash = `#${PATHS.pledge}?tab=regular`;
  render(<App />);
  fireEvent.click(await screen.findByTestId(IDS.orderInsure('1')));
  return within(await screen.findByTestId(IDS.insureSheet));
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByTestId(IDS.insureInput), { target: { value } });

describe('insure sheet', () => {
  it('offered only on an active, uninsured order before maturity; an insured one links its policy', async () => {
    staking.orders = [
      fixedOrder(3, { insured: true, policyId: '9' }),
      fixedOrder(2, { status: 'matured', remainingRewardTime: 0 }),
      fixedOrder(1),
    ];
    window.location.hash = `#${PATHS.pledge}?tab=regular`;
    render(<App />);
    await screen.findByTestId(IDS.orderInsure('1'));
    expect(screen.queryByTestId(IDS.orderInsure('2'))).toBeNull();
    expect(screen.queryByTestId(IDS.orderInsure('3'))).toBeNull();
    const policy = screen.getByTestId(IDS.orderPolicy('3'));
    expect(policy.textContent).toBe(en.pledge.orders.insured);
    expect(policy.getAttribute('href')).toBe(`#${PATHS.insuranceDetail}?id=9`);
  });

  it('shows the quote for the principal, then for what is typed and the currency chosen', async () => {
    staking.orders = [fixedOrder(1)];
    const sheet = await openSheet();
    expect((screen.getByTestId(IDS.insureInput) as HTMLInputElement).value).toBe('1000');
    await waitFor(() => expect(text(IDS.insureFigure('premium'))).toBe('100USDD'));
    expect(text(IDS.insureFigure('percentage'))).toBe('5% of the insured value, paid once');
    expect(text(IDS.insureFigure('price'))).toBe('1 X = 2 USDD');
    expect(text(IDS.insureFigure('value'))).toBe('2,000USDD');
    expect(text(IDS.insureFigure('minReturn'))).toBe('0% over the term');
    expect(text(IDS.insureFigure('guarantee'))).toBe('2,000USDD');

    typeAmount('400');
    fireEvent.click(sheet.getByTestId(IDS.insureCurrency('X')));
    await waitFor(() => expect(text(IDS.insureFigure('premium'))).toBe('20X'));
    expect(text(IDS.insureSubmit)).toBe('Pay 20 X and insure');
    const last = requestsTo(server, '/api/v2/insurance/quote').at(-1);
    expect(last?.url).toContain('orderId=1&currency=X&amount=400');
  });

  it('an amount above the principal is refused before asking', async () => {
    staking.orders = [fixedOrder(1)];
    await openSheet();
    await screen.findByTestId(IDS.insureFigure('premium'));
    const asked = requestsTo(server, '/api/v2/insurance/quote').length;
    typeAmount('1000.5');
    expect(text(IDS.insureAmountError)).toBe("At most the order's principal: 1,000 X");
    await new Promise((r) => setTimeout(r, 500));
    expect(requestsTo(server, '/api/v2/insurance/quote')).toHaveLength(asked);
  });

  it('the agreement is required before sending; then buy with an Idempotency-Key, toast, insured', async () => {
    staking.orders = [fixedOrder(1)];
    await openSheet();
    await screen.findByTestId(IDS.insureFigure('premium'));
    fireEvent.click(screen.getByTestId(IDS.insureSubmit));
    expect(text(IDS.insureAgreeError)).toBe(en.validation.agreeInsurance);
    expect(requestsTo(server, '/api/v2/insurance/buy')).toHaveLength(0);

    fireEvent.click(screen.getByTestId(IDS.insureAgree));
    expect(screen.queryByTestId(IDS.insureAgreeError)).toBeNull();
    fireEvent.click(screen.getByTestId(IDS.insureSubmit));
    await waitFor(() => expect(screen.queryByTestId(IDS.insureSheet)).toBeNull());
    const [buy] = requestsTo(server, '/api/v2/insurance/buy');
    expect(buy?.body).toEqual({ orderId: '1', currency: 'USDD', amount: '1000', agree: true });
    expect(buy?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(toast.getAll().map((t) => t.message)).toContain(en.result.insuranceSuccess);
    await screen.findByTestId(IDS.orderPolicy('1'));
    expect(screen.queryByTestId(IDS.orderInsure('1'))).toBeNull();
  });

  it('a stale price shows the server message and disables buying, without a toast', async () => {
    staking.orders = [fixedOrder(1)];
    staking.overrides['/api/v2/insurance/quote'] = [fail(2111, STALE)];
    await openSheet();
    expect((await screen.findByTestId(IDS.insureRefusal)).textContent).toBe(STALE);
    expect(screen.getByTestId(IDS.insureSubmit)).toHaveProperty('disabled', true);
    expect(toast.getAll().map((t) => t.message)).not.toContain(STALE);
    expect(screen.queryByTestId(IDS.insureFigure('premium'))).toBeNull();
  });
});
