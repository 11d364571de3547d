/**
 * The swap record with the real API client against a local HTTP server: every field of an
 * entry by status, paging, the status filter kept in the URL, cancelling a Pending Exchange
 * swap; loading, empty and error states; signed out.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { apiRoute, book, freshPage, swap } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const LIST = '/api/v2/swap/list';
const text = (testId: string) => screen.getByTestId(testId).textContent;
const field = (id: string, name: string) => text(S.recordField(id, name));
const listStatuses = () =>
  requestsTo(server, LIST).map((r) => new URL(r.url, 'http://x').searchParams.get('status'));

function open(search = '') {
  window.location.hash = `#${PATHS.swapRecord}${search}`;
  render(<App />);
}

/** Twelve swaps, newest first: 12 and 9 pending, 7 cancelled, the rest completed. */
function twelve() {
  book.swaps = Array.from({ length: 12 }, (_, i) => {
    const n = 12 - i;
    if (n === 12 || n === 9) {
      return swap(n, { status: 'pending', amountOut: null, price: null, settledAt: null });
    }
    if (n === 7) {
      return swap(n, {
        status: 'cancelled',
        amountOut: null,
        price: null,
        settledAt: '2025-01-01T01:00:00.000Z',
      });
    }
    return swap(n);
  });
}

describe('swap record page', () => {
  it('not signed in: the connect prompt, nothing asked', async () => {
    freshPage(server, false);
    open();
    const prompt = await screen.findByTestId(S.connect);
    expect(prompt.textContent).toContain(en.swap.record.connectTitle);
    expect(requestsTo(server, LIST)).toHaveLength(0);
  });

  it('skeleton, then each entry: both assets and amounts, price, fee, status, time', async () => {
    twelve();
    book.overrides[LIST] = [{ ...apiRoute(listRequest('')), delayMs: 100 }];
    open();
    await screen.findByTestId(S.recordsSkeleton);
    await screen.findByTestId(S.record('12'));

    // Completed: what was paid and received, at what price, the fee, placed and filled.
    expect(screen.getByTestId(S.record('11')).dataset.status).toBe('completed');
    expect(field('11', 'pair')).toBe('USDDX');
    expect(field('11', 'status')).toBe(en.records.statuses.completed);
    expect(field('11', 'paid')).toBe('100USDD');
    expect(field('11', 'received')).toBe('199.4X');
    expect(field('11', 'price')).toBe('1\u00a0USDD = 1.994\u00a0X');
    expect(field('11', 'fee')).toBe('0.3USDD');
    expect(field('11', 'time')).toMatch(/^2025-01-01 \d\d:00:00$/);
    expect(field('11', 'settled')).toMatch(/^2025-01-01/);
    expect(screen.queryByTestId(S.recordCancel('11'))).toBeNull();

    // Pending Exchange: the least it fills for, the price at the fill, and Cancel.
    expect(field('12', 'status')).toBe(en.records.statuses.pendingExchange);
    expect(field('12', 'minimum')).toBe('198.403X');
    expect(field('12', 'price')).toBe(en.swap.record.notFilled);
    expect(field('12', 'settled')).toBe(en.swap.record.waiting);
    expect(screen.getByTestId(S.recordCancel('12'))).toBeTruthy();

    // Paged: ten of twelve, then the rest.
    expect(text(S.recordsCount)).toBe('10 of 12');
    expect(screen.queryByTestId(S.record('2'))).toBeNull();
    fireEvent.click(screen.getByTestId(S.recordsLoadMore));
    await screen.findByTestId(S.record('1'));
    expect(text(S.recordsCount)).toBe('12 of 12');
    expect(screen.queryByTestId(S.recordsLoadMore)).toBeNull();
    // Cancelled: no Cancel, the time it was cancelled.
    expect(field('7', 'status')).toBe(en.records.statuses.cancelled);
    expect(screen.queryByTestId(S.recordCancel('7'))).toBeNull();
  });

  it('filters by status, in the URL: a reload keeps it', async () => {
    twelve();
    open();
    await screen.findByTestId(S.record('12'));
    fireEvent.click(screen.getByTestId(S.recordTab('pending')));
    await screen.findByTestId(S.record('9'));
    expect(screen.queryByTestId(S.record('11'))).toBeNull();
    expect(text(S.recordsCount)).toBe('2 of 2');
    expect(window.location.hash).toBe(`#${PATHS.swapRecord}?status=pending`);
    fireEvent.click(screen.getByTestId(S.recordTab('cancelled')));
    await screen.findByTestId(S.record('7'));
    expect(text(S.recordsCount)).toBe('1 of 1');
    expect(listStatuses()).toEqual([null, 'pending', 'cancelled']);
    // A reload reads the filter from the URL.
    cleanup();
    render(<App />);
    await screen.findByTestId(S.record('7'));
    expect(screen.getByTestId(S.recordTab('cancelled')).getAttribute('aria-selected')).toBe('true');
    expect(listStatuses().at(-1)).toBe('cancelled');
  });

  it('a status with no swaps says so; none at all offers a swap', async () => {
    open('?status=cancelled');
    const empty = await screen.findByTestId(S.recordsEmpty);
    expect(empty.textContent).toContain(en.swap.record.emptyFilteredHint);
    expect(listStatuses()).toEqual(['cancelled']);
    fireEvent.click(screen.getByTestId(S.recordTab('all')));
    await waitFor(() => expect(text(S.recordsEmpty)).toContain(en.swap.record.emptyHint));
    fireEvent.click(within(screen.getByTestId(S.recordsEmpty)).getByRole('link'));
    await screen.findByTestId(S.form);
  });

  it('an error says so and Retry reads again', async () => {
    book.overrides[LIST] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    open();
    const error = await screen.findByTestId(S.recordsError);
    expect(error.textContent).toContain(en.swap.record.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(S.recordsEmpty);
  });

  it('cancels a Pending Exchange swap after a confirm: the input comes back', async () => {
    book.balances.USDD = '900';
    book.swaps = [swap(1, { status: 'pending', amountOut: null, price: null, settledAt: null })];
    open();
    fireEvent.click(await screen.findByTestId(S.recordCancel('1')));
    const sheet = within(await screen.findByTestId(S.confirmSheet));
    expect(sheet.getByText(en.swap.record.cancelTitle)).toBeTruthy();
    expect(screen.getByTestId(S.confirmSheet).textContent).toContain('100USDD');
    fireEvent.click(sheet.getByTestId(S.confirm));
    await waitFor(() =>
      expect(toast.getAll().map((t) => t.message)).toContain(
        'Swap cancelled: 100 USDD is back in your available balance',
      ),
    );
    await waitFor(() => expect(field('1', 'status')).toBe(en.records.statuses.cancelled));
    expect(screen.queryByTestId(S.recordCancel('1'))).toBeNull();
    expect(book.balances.USDD).toBe('1000');
    expect(requestsTo(server, '/api/v2/swap/cancel')[0]?.headers['idempotency-key']).toMatch(/.+/);
  });

  it('a pending swap filled meanwhile (a top-up): the next read shows it, balances read again', async () => {
    book.swaps = [swap(1, { status: 'pending', amountOut: null, price: null, settledAt: null })];
    open('?status=pending');
    await screen.findByTestId(S.recordCancel('1'));
    const wallets = requestsTo(server, '/api/v2/user/wallet').length;
    book.swaps = [swap(1)];
    // What the list's own 10 s refresh does while it shows a pending swap.
    await queryClient.invalidateQueries({ queryKey: ['swap_list'] });
    await screen.findByTestId(S.recordsEmpty);
    await waitFor(() =>
      expect(requestsTo(server, '/api/v2/user/wallet').length).toBeGreaterThan(wallets),
    );
    fireEvent.click(screen.getByTestId(S.recordTab('completed')));
    await waitFor(() => expect(field('1', 'status')).toBe(en.records.statuses.completed));
  });

  it("a refused cancel (filled meanwhile) shows the server's words and reads the record again", async () => {
    book.swaps = [swap(1, { status: 'pending', amountOut: null, price: null, settledAt: null })];
    open();
    fireEvent.click(await screen.findByTestId(S.recordCancel('1')));
    const sheet = within(await screen.findByTestId(S.confirmSheet));
    // The swap filled while the sheet was open.
    book.swaps = [swap(1)];
    fireEvent.click(sheet.getByTestId(S.confirm));
    await waitFor(() =>
      expect(toast.getAll().map((t) => t.message)).toContain(
        'Only a swap pending exchange can be cancelled.',
      ),
    );
    await waitFor(() => expect(field('1', 'status')).toBe(en.records.statuses.completed));
  });
});

function listRequest(status: string) {
  const url = `${LIST}?page=1&pageSize=10${status ? `&status=${status}` : ''}`;
  return { method: 'GET', url, headers: {}, body: undefined };
}
