/**
 * The reserve bond screen with the real API client against a local HTTP server: the public
 * figures, sold out, the live quote, buying at the quoted price (and a moved price refused in
 * the server's words), the orders with every label, claim; loading, empty, error, signed out.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { RESERVE_BOND_TEST_IDS as B } from '../test-ids';
import { apiRoute, bondOrder, book, freshPage } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const type = (value: string) =>
  fireEvent.change(screen.getByTestId(B.amountInput), { target: { value } });

async function openPage() {
  window.location.hash = `#${PATHS.reserveBond}`;
  render(<App />);
  await screen.findByTestId(B.form);
  await waitFor(() => expect(text(B.balance)).toBe('Available: 500 USDD'));
}

describe('reserve bond page', () => {
  it('not signed in: the figures and the form; buying connects; their bonds ask to connect', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.reserveBond}`;
    render(<App />);
    const prompt = await screen.findByTestId(B.connect);
    expect(prompt.textContent).toContain(en.visitor.seeYours);
    await screen.findByTestId(B.form);
    expect(text(B.submit)).toBe(en.topBar.connect);
    expect(requestsTo(server, '/api/v2/bond/info').length).toBeGreaterThan(0);
    expect(requestsTo(server, '/api/v2/bond/list')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });

  it('skeleton, then market price, terms with discount and bond price, capacity, countdown', async () => {
    book.overrides['/api/v2/bond/info'] = [
      { body: { code: 1, msg: '', data: book.info }, delayMs: 100 },
    ];
    window.location.hash = `#${PATHS.reserveBond}`;
    render(<App />);
    await screen.findByTestId(B.skeleton);
    await screen.findByTestId(B.form);
    expect(text(B.figure('market'))).toBe('2USDD');
    expect(text(B.figure('capacityLeft'))).toBe('100,000X');
    expect(text(B.figure('rebaseRate'))).toBe('0.1% per 8-hour epoch');
    expect(text(B.term(5))).toContain('3% off');
    expect(text(B.termPrice(30))).toBe('1.8USDD');
    // 8 hours to the rebase by the server's clock (the info's serverTime).
    await waitFor(() => expect(text(B.countdown)).toMatch(/^0?7:59:5\d|^08:00:00$/));
    expect(screen.queryByTestId(B.soldOut)).toBeNull();
    expect(await screen.findByTestId(B.ordersEmpty)).toBeTruthy();
  });

  it('sold out shows when capacity returns', async () => {
    book.info.capacity = { ...book.info.capacity, sold: '100000', left: '0' };
    await openPage();
    expect(text(B.soldOut)).toContain('Sold out');
    expect(text(B.soldOut)).toContain('2025-01-02');
  });

  it('an error says so and Retry reads again', async () => {
    book.overrides['/api/v2/bond/info'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    window.location.hash = `#${PATHS.reserveBond}`;
    render(<App />);
    const error = await screen.findByTestId(B.error);
    expect(error.textContent).toContain(en.reserveBond.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(B.form);
  });

  it('amount checks before any request', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(B.submit));
    expect(text(B.amountError)).toBe('Enter subscription amount');
    type('5');
    expect(text(B.amountError)).toBe('The amount cannot be less than 10 USDD');
    type('501');
    expect(text(B.amountError)).toBe('Insufficient balance');
    expect(requestsTo(server, '/api/v2/bond/quote')).toHaveLength(0);
  });

  it('a live quote, confirm, buy at the quoted price with an Idempotency-Key', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(B.term(30)));
    type('90');
    await waitFor(() => expect(text(B.quoteFigure('payout'))).toBe('50X'));
    expect(text(B.quoteFigure('bondPrice'))).toBe('1.8USDD');
    fireEvent.click(screen.getByTestId(B.submit));
    const sheet = within(await screen.findByTestId(B.confirmSheet));
    expect(sheet.getByTestId(B.quoteFigure('payout')).textContent).toBe('50X');
    fireEvent.click(sheet.getByTestId(B.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.subscriptionSuccess));
    const [buy] = requestsTo(server, '/api/v2/bond/buy');
    expect(buy?.body).toEqual({ amount: '90', days: 30, maxPrice: '1.8' });
    expect(buy?.headers['idempotency-key']).toMatch(/.+/);
    await screen.findByTestId(B.order('1'));
    await waitFor(() => expect(text(B.balance)).toBe('Available: 410 USDD'));
  });

  it('a price that moved after the quote: the server refuses in its words', async () => {
    await openPage();
    type('100');
    await waitFor(() => expect(text(B.quoteFigure('bondPrice'))).toBe('1.94USDD'));
    fireEvent.click(screen.getByTestId(B.submit));
    const sheet = within(await screen.findByTestId(B.confirmSheet));
    book.info.terms[0] = { days: 5, discountBps: 300, bondPrice: '2.01' };
    fireEvent.click(sheet.getByTestId(B.confirm));
    await waitFor(() => expect(toastMessages()).toContain('The bond price moved to 2.01 USDD.'));
    expect(book.orders).toHaveLength(0);
    // The quote is read again: the new price shows.
    await waitFor(() => expect(text(B.quoteFigure('bondPrice'))).toBe('2.01USDD'));
  });

  it('a refused quote shows in place and blocks buying', async () => {
    book.overrides['/api/v2/bond/quote'] = [
      { body: { code: 2203, msg: 'Sold out: capacity returns at midnight.', data: null } },
    ];
    await openPage();
    type('100');
    expect((await screen.findByTestId(B.quoteRefusal)).textContent).toBe(
      'Sold out: capacity returns at midnight.',
    );
    expect(screen.getByTestId(B.submit).hasAttribute('disabled')).toBe(true);
    expect(toastMessages()).toHaveLength(0);
  });

  it('the orders show every label of the spec; claim moves the vested X', async () => {
    book.orders = [
      bondOrder(1, { released: '20', unreleased: '31.6', claimable: '20', rebased: '0.05' }),
    ];
    await openPage();
    await screen.findByTestId(B.order('1'));
    const f = (field: string) => text(B.orderField('1', field));
    expect(f('amount')).toBe('100USDD');
    expect(f('orderTime')).toMatch(/^2025-01-01/);
    expect(f('remaining')).toMatch(/^5 d /);
    expect(f('released')).toBe('20X');
    expect(f('bondPrice')).toBe('1.94USDD');
    expect(f('marketPrice')).toBe('2USDD');
    expect(f('deadline')).toMatch(/^2025-01-06/);
    expect(f('discount')).toBe('3%');
    fireEvent.click(screen.getByTestId(B.orderClaim('1')));
    await waitFor(() => expect(toastMessages()).toContain(en.result.claimSuccess));
    await waitFor(() => expect(screen.queryByTestId(B.orderClaim('1'))).toBeNull());
    expect(requestsTo(server, '/api/v2/bond/claim')[0]?.body).toEqual({ orderId: '1' });
  });
});
