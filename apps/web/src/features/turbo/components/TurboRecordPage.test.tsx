/**
 * The turbine's records against a local HTTP server: each type said in words with where the
 * amount went, paged; empty, error, signed out.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { TURBO_TEST_IDS as T } from '../test-ids';
import { apiRoute, book, freshPage, turboRecord } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;

function openRecords() {
  window.location.hash = `#${PATHS.turboRecord}`;
  render(<App />);
}

describe('trading turbo records', () => {
  it('not signed in: the connect prompt, nothing asked', async () => {
    freshPage(server, false);
    openRecords();
    await screen.findByTestId(T.connect);
    expect(requestsTo(server, '/api/v2/turbo/records')).toHaveLength(0);
  });

  it('each type in words, where the amount went, the asset and the time', async () => {
    book.records = [
      turboRecord(4, { type: 'turbo_claim', amount: '25' }),
      turboRecord(3, { type: 'turbo_release', amount: '40' }),
      turboRecord(2, { type: 'turbo_activate', asset: 'USDD', amount: '5' }),
      turboRecord(1, { type: 'unstake', amount: '100' }),
    ];
    openRecords();
    await screen.findByTestId(T.records);
    const row = (id: string, field: string) => text(T.recordField(id, field));
    expect(row('4', 'type')).toBe(en.turbo.recordTypes.turbo_claim);
    expect(row('4', 'move')).toBe(en.turbo.recordMoves.turbo_claim);
    expect(row('4', 'amount')).toBe('25X');
    expect(row('3', 'type')).toBe(en.turbo.recordTypes.turbo_release);
    expect(row('3', 'move')).toBe(en.turbo.recordMoves.turbo_release);
    expect(row('2', 'type')).toBe(en.turbo.recordTypes.turbo_activate);
    expect(row('2', 'amount')).toBe('5USDD');
    expect(row('1', 'type')).toBe(en.turbo.recordTypes.unstake);
    expect(row('1', 'time')).toMatch(/^2025-01-01 \d\d:00:00$/);
    expect(text(T.recordsCount)).toBe('4 of 4');
    expect(screen.queryByTestId(T.recordsLoadMore)).toBeNull();
  });

  it('pages: twenty at a time, then the rest', async () => {
    book.records = Array.from({ length: 25 }, (_, i) => turboRecord(25 - i));
    openRecords();
    await screen.findByTestId(T.records);
    expect(text(T.recordsCount)).toBe('20 of 25');
    fireEvent.click(screen.getByTestId(T.recordsLoadMore));
    await waitFor(() => expect(text(T.recordsCount)).toBe('25 of 25'));
    expect(screen.getByTestId(T.record('1'))).toBeTruthy();
    expect(requestsTo(server, '/api/v2/turbo/records').map((r) => r.url)).toEqual([
      '/api/v2/turbo/records?page=1&pageSize=20',
      '/api/v2/turbo/records?page=2&pageSize=20',
    ]);
  });

  it('empty: says what will show here', async () => {
    book.records = [];
    openRecords();
    expect((await screen.findByTestId(T.recordsEmpty)).textContent).toContain(
      en.turbo.recordsEmpty,
    );
  });

  it('skeleton, an error, and Retry', async () => {
    book.overrides['/api/v2/turbo/records'] = [
      { status: 500, text: 'oops', delayMs: 100 },
      { status: 500, text: 'oops' },
    ];
    openRecords();
    await screen.findByTestId(T.recordsSkeleton);
    const error = await screen.findByTestId(T.recordsError);
    expect(error.textContent).toContain(en.turbo.recordsFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(T.records);
  });
});
