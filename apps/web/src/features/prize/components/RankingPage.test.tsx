/**
 * The ranking screen with the real API client against a local HTTP server: every label, the
 * hourly/weekly/monthly tabs kept in the URL, the countdown by the server's clock and its
 * rollover, the user's own row and standing, past winners paged, claiming a prize (and a
 * refusal in the server's words); loading, empty, error; visitors see the public ranking.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errorMessage } from '@xbond/shared/errors';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { queryClient } from '@/lib/query-client';
import { ALICE, requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { PRIZE_TEST_IDS as P } from '../test-ids';
import { apiRoute, book, freshPage, prize, prizeInfo } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

async function openRanking(search = '') {
  window.location.hash = `#${PATHS.ranking}${search}`;
  render(<App />);
  await screen.findByTestId(P.pool);
}

describe('ranking page', () => {
  it('skeleton, then the pool, the countdown by server time, the shares and the standing', async () => {
    book.overrides['/api/v2/prize/info'] = [
      { body: { code: 1, msg: '', data: book.info.hour }, delayMs: 100 },
    ];
    window.location.hash = `#${PATHS.ranking}`;
    render(<App />);
    await screen.findByTestId(P.skeleton);
    // While the figures load, every card already holds its place: nothing moves when they land.
    expect(screen.getByTestId(P.standing)).toBeTruthy();
    expect(screen.getByTestId(`${P.poolChart}-loading`)).toBeTruthy();
    expect(screen.getByTestId(P.shares).children).toHaveLength(3);
    await screen.findByTestId(P.pool);
    expect(text(P.pool)).toBe('1.95USDD');
    // 40 minutes to the hour's end by the server's clock (the info's serverTime).
    await waitFor(() => expect(text(P.countdown)).toMatch(/^00:(40:00|39:5\d)$/));
    expect(text(P.endsAt)).toMatch(/^Ends 2025-01-01 \d\d:00:00$/);
    expect(screen.getByText(fill(en.prize.sharesTitle, { places: 3 }))).toBeTruthy();
    expect(
      within(screen.getByTestId(P.shares))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1 50%', '#2 30%', '#3 20%']);
    expect(screen.getByText(fill(en.prize.poolNote, { share: '20%' }))).toBeTruthy();
    expect(text(P.yourVolume)).toBe('1,000USDD');
    expect(text(P.yourRank)).toBe('#2');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(en.prize.tabs.hour);
  });

  it('before the system info, the note and the places already read as they will, bars for the figures', async () => {
    sessionStore.set({ systemInfo: null });
    book.overrides['/api/v2/prize/info'] = [
      { body: { code: 1, msg: '', data: book.info.hour }, delayMs: 100 },
    ];
    window.location.hash = `#${PATHS.ranking}`;
    render(<App />);
    const card = await screen.findByTestId(P.skeleton);
    // The words stand from the first render, so nothing moves when the figures land: the pool's
    // note is the page's lead, under its heading, as the first paint draws it.
    const [before] = en.prize.poolNote.split('{{share}}');
    const lead = screen.getByText(before as string, { exact: false });
    expect(lead.matches('h1 + p.page-frame__lead')).toBe(true);
    expect(lead.querySelectorAll('.skeleton--slot')).toHaveLength(1);
    expect(
      within(screen.getByTestId(P.shares))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1 ', '#2 ', '#3 ']);
    expect(card.querySelectorAll('.skeleton--slot').length).toBeGreaterThanOrEqual(4);
  });

  it('the ranking: place, masked address, volume, update time; the user’s own row marked', async () => {
    await openRanking();
    await screen.findByTestId(P.ranking);
    const f = (rank: number, field: string) => text(P.entryField(rank, field));
    expect(f(1, 'address')).toBe('0x1a******b1c');
    expect(f(1, 'volume')).toBe('3,000USDD');
    expect(f(1, 'updated')).toMatch(/^Updated 2025-01-01 \d\d:15:00$/);
    expect(f(2, 'address')).toBe(`0xf39******266${en.prize.you}`);
    expect(screen.getByTestId(P.entry(2)).dataset.mine).toBe('true');
    expect(screen.getByTestId(P.entry(1)).dataset.mine).toBe('false');
    expect(screen.getByTestId(P.entry(3)).dataset.mine).toBe('false');
    const head = within(screen.getByTestId(P.ranking));
    expect(head.getByText(en.prize.address)).toBeTruthy();
    expect(head.getByText(en.prize.volume)).toBeTruthy();
  });

  it('weekly and monthly tabs: kept in the URL across a reload, each asked for its period', async () => {
    await openRanking();
    fireEvent.click(screen.getByTestId(P.tab('week')));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.ranking}?period=week`));
    await waitFor(() => expect(text(P.pool)).toBe('4.005USDD'));
    // Four days and 13:40 left of the week.
    await waitFor(() => expect(text(P.countdown)).toMatch(/^4 d 13:(40:00|39:5\d)$/));
    expect(within(screen.getByTestId(P.shares)).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(text(P.yourRank)).toBe('#1'));
    expect(requestsTo(server, '/api/v2/prize/ranking').map((r) => r.url)).toContain(
      '/api/v2/prize/ranking?period=week',
    );
    expect(await screen.findByTestId(P.winnersEmpty)).toBeTruthy();
    // A reload: the URL keeps the tab.
    cleanup();
    render(<App />);
    await screen.findByTestId(P.pool);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(en.prize.tabs.week);
    fireEvent.click(screen.getByTestId(P.tab('month')));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.ranking}?period=month`));
    expect((await screen.findByTestId(P.rankingEmpty)).textContent).toContain(
      en.prize.rankingEmpty,
    );
  });

  it('the countdown rolls over: the next period is read at zero, its winners after', async () => {
    book.info.hour = prizeInfo('hour', { endsAt: '2025-01-01T10:20:02.000Z' });
    await openRanking();
    await screen.findByTestId(P.ranking);
    const winnersBefore = requestsTo(server, '/api/v2/prize/winners').length;
    // What the server says once the hour has ended.
    book.info.hour = prizeInfo('hour', {
      name: 'hour:2025-01-01T11',
      endsAt: '2025-01-01T11:20:02.000Z',
      serverTime: '2025-01-01T10:20:04.000Z',
      pool: '0.15',
      yourVolume: '0',
      yourRank: null,
    });
    book.ranking.hour = [];
    book.winners.hour.unshift(prize(9, { name: 'hour:2025-01-01T10', amount: '1.2', mine: true }));
    await waitFor(() => expect(text(P.countdown)).toBe('00:00:00'));
    await waitFor(() => expect(text(P.pool)).toBe('0.15USDD'));
    await waitFor(() => expect(text(P.countdown)).toMatch(/^00:59:5\d$/));
    expect(text(P.yourRank)).toBe(en.prize.notRanked);
    await screen.findByTestId(P.rankingEmpty);
    await waitFor(() => screen.getByTestId(P.prize('9')));
    expect(requestsTo(server, '/api/v2/prize/winners').length).toBeGreaterThan(winnersBefore);
  }, 20_000);

  it('past winners: period, place, winner, prize, status; the user’s own marked', async () => {
    await openRanking();
    await screen.findByTestId(P.winners);
    const f = (id: string, field: string) => text(P.prizeField(id, field));
    expect(f('7', 'period')).toBe('2025-01-01 09:00 UTC');
    expect(f('7', 'rank')).toBe('1');
    expect(f('7', 'amount')).toBe('0.975USDD');
    expect(f('7', 'volume')).toBe('3,000USDD');
    expect(f('7', 'status')).toBe(en.prize.status.claimable);
    expect(f('7', 'address')).toBe(`0xf39******266${en.prize.yours}`);
    expect(f('7', 'expires')).toMatch(/^Claim by 2025-01-31/);
    expect(f('8', 'status')).toBe(en.prize.status.claimable);
    expect(screen.queryByTestId(P.prizeClaim('8'))).toBeNull();
    expect(f('5', 'status')).toBe(en.prize.status.claimed);
    expect(screen.queryByTestId(P.prizeClaim('5'))).toBeNull();
    expect(text(P.winnersCount)).toBe('3 of 3');
  });

  it('claims the user’s prize: confirm, Idempotency-Key, claimed, balances read again', async () => {
    await openRanking();
    const button = await screen.findByTestId(P.prizeClaim('7'));
    expect(button.textContent).toBe('Claim 0.975 USDD');
    fireEvent.click(button);
    const sheet = within(await screen.findByTestId(P.claimSheet));
    expect(sheet.getByText('0.975')).toBeTruthy();
    expect(sheet.getByText('2025-01-01 09:00 UTC')).toBeTruthy();
    expect(sheet.getByText('#1')).toBeTruthy();
    expect(sheet.getByText(en.prize.confirmNote)).toBeTruthy();
    expect(requestsTo(server, '/api/v2/prize/claim')).toHaveLength(0);
    // Signing in read the balances (session flow); the claim reads them again.
    await queryClient.fetchQuery(walletInfoQueryOptions(ALICE));
    const walletReads = requestsTo(server, '/api/v2/user/wallet').length;
    fireEvent.click(sheet.getByTestId(P.claimConfirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.claimSuccess));
    const [call] = requestsTo(server, '/api/v2/prize/claim');
    expect(call?.body).toEqual({ id: '7' });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await waitFor(() => expect(text(P.prizeField('7', 'status'))).toBe(en.prize.status.claimed));
    expect(screen.queryByTestId(P.prizeClaim('7'))).toBeNull();
    await waitFor(() =>
      expect(requestsTo(server, '/api/v2/user/wallet').length).toBeGreaterThan(walletReads),
    );
    await waitFor(() =>
      expect(sessionStore.getState().walletInfo?.balances[0]?.available).toBe('100.975'),
    );
  });

  it('a refused claim shows the server’s words and the list is read again', async () => {
    await openRanking();
    fireEvent.click(await screen.findByTestId(P.prizeClaim('7')));
    const sheet = within(await screen.findByTestId(P.claimSheet));
    // Meanwhile it passed its 30 days.
    const mine = book.winners.hour[0];
    if (mine) mine.status = 'expired';
    fireEvent.click(sheet.getByTestId(P.claimConfirm));
    await waitFor(() =>
      expect(toastMessages()).toContain(errorMessage('prizeExpired', 'en', ['30'])),
    );
    await waitFor(() => expect(text(P.prizeField('7', 'status'))).toBe(en.prize.status.expired));
    expect(screen.queryByTestId(P.prizeClaim('7'))).toBeNull();
  });

  it('not ranked this period: says how to enter, with a link to Flash Swap', async () => {
    book.info.hour = prizeInfo('hour', { yourVolume: '0', yourRank: null });
    await openRanking();
    expect(text(P.yourRank)).toBe(en.prize.notRanked);
    expect(screen.getByText(en.prize.notRankedHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.prize.trade }).getAttribute('href')).toBe(
      `#${PATHS.swap}`,
    );
  });

  it('winners page by ten: load more', async () => {
    book.winners.hour = Array.from({ length: 13 }, (_, i) => prize(20 - i, { rank: 1 + (i % 3) }));
    await openRanking();
    await screen.findByTestId(P.winners);
    expect(text(P.winnersCount)).toBe('10 of 13');
    fireEvent.click(screen.getByTestId(P.winnersLoadMore));
    await waitFor(() => expect(text(P.winnersCount)).toBe('13 of 13'));
    expect(screen.queryByTestId(P.winnersLoadMore)).toBeNull();
  });

  it('errors say so and Retry reads again', async () => {
    book.overrides['/api/v2/prize/info'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    book.overrides['/api/v2/prize/ranking'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    window.location.hash = `#${PATHS.ranking}`;
    render(<App />);
    const error = await screen.findByTestId(P.error);
    expect(error.textContent).toContain(en.prize.loadFailed);
    const rankingError = await screen.findByTestId(P.rankingError);
    expect(rankingError.textContent).toContain(en.prize.rankingFailed);
    fireEvent.click(within(error).getByRole('button'));
    fireEvent.click(within(rankingError).getByRole('button'));
    await screen.findByTestId(P.pool);
    await screen.findByTestId(P.ranking);
  });

  it('a visitor sees the public ranking and winners, and is asked to connect for their rank', async () => {
    freshPage(server, false);
    await openRanking();
    expect((await screen.findByTestId(P.connect)).textContent).toContain(en.prize.connectTitle);
    expect(screen.queryByTestId(P.standing)).toBeNull();
    await screen.findByTestId(P.ranking);
    expect(screen.getByTestId(P.entry(2)).dataset.mine).toBe('false');
    await screen.findByTestId(P.winners);
    expect(screen.queryByTestId(P.prizeClaim('7'))).toBeNull();
    const reads = ['/api/v2/prize/info', '/api/v2/prize/ranking', '/api/v2/prize/winners'];
    for (const path of reads) {
      const [first] = requestsTo(server, path);
      expect(first, path).toBeDefined();
      expect(first?.headers.authorization, path).toBeUndefined();
    }
    // Nothing of the signed-in screens was asked.
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });
});
