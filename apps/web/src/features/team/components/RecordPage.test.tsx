/**
 * The records screen with the real API client against a local HTTP server: donation records
 * (mine, network-wide), direct referrals and the team by leg, each paged, with loading, empty
 * and error states; the tab lives in the URL.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { TEAM_TEST_IDS as T } from '../test-ids';
import { apiRoute, book, direct, freshPage, NOW } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;

function openPage(tab?: string) {
  window.location.hash = `#${PATHS.record}${tab ? `?tab=${tab}` : ''}`;
  render(<App />);
}

const donation = (id: string) => ({
  id,
  address: '0xf39******266',
  scheme: 'donate20',
  amount: '10',
  donation: '2',
  time: NOW,
});

describe('records page', () => {
  it('not signed in: the connect prompt, nothing asked', async () => {
    freshPage(server, false);
    openPage();
    expect((await screen.findByTestId(T.connect)).textContent).toContain(
      en.team.record.connectTitle,
    );
    expect(requestsTo(server, '/api/v2/team/donations')).toHaveLength(0);
  });

  it('donation records: loading, empty for me, then network-wide with masked addresses', async () => {
    book.overrides['/api/v2/team/donations'] = [
      {
        body: { code: 1, msg: '', data: { items: [], total: 0, page: 1, pageSize: 10 } },
        delayMs: 100,
      },
    ];
    openPage();
    await screen.findByTestId(T.recordSkeleton);
    expect((await screen.findByTestId(T.recordEmpty)).textContent).toContain(
      en.team.record.donationsEmpty,
    );
    fireEvent.click(screen.getByTestId(T.recordScope('all')));
    await screen.findByTestId(T.recordList('donations-all'));
    expect(text(T.donation('99'))).toContain('0x3c4******293');
    expect(text(T.donation('99'))).toContain('5X');
    expect(requestsTo(server, '/api/v2/team/donations').at(-1)?.url).toContain('scope=all');
  });

  it('donation records are paged: ten, then the rest', async () => {
    book.donations = Array.from({ length: 12 }, (_, i) => donation(String(12 - i)));
    openPage('donations');
    await screen.findByTestId(T.recordList('donations-mine'));
    expect(text(T.recordCount)).toBe('10 of 12');
    fireEvent.click(screen.getByTestId(T.recordLoadMore));
    await waitFor(() => expect(text(T.recordCount)).toBe('12 of 12'));
    expect(screen.queryByTestId(T.recordLoadMore)).toBeNull();
    expect(text(T.donation('1'))).toContain(en.team.record.ofAmount.replace('{{amount}}', '10'));
  });

  it('direct referrals: stake, valid or not, joined', async () => {
    book.directs = [direct(2, { valid: false, stake: '20' }), direct(1)];
    openPage('directs');
    await screen.findByTestId(T.recordList('directs'));
    expect(text(T.direct('2'))).toContain('20X');
    expect(text(T.direct('2'))).toContain(en.team.record.notValid);
    expect(text(T.direct('1'))).toContain(en.team.record.valid);
    expect(text(T.direct('1'))).toContain('1,000X');
    expect(text(T.recordCount)).toBe('2 of 2');
  });

  it('no direct referrals: the empty state says how to get some', async () => {
    openPage('directs');
    expect((await screen.findByTestId(T.recordEmpty)).textContent).toContain(en.team.directsEmpty);
  });

  it('team: a leg opened shows its members and performance per level, asked then only', async () => {
    book.directs = [direct(1)];
    openPage();
    fireEvent.click(await screen.findByTestId(T.recordTab('team')));
    await screen.findByTestId(T.leg('1'));
    expect(window.location.hash).toContain('tab=team');
    expect(requestsTo(server, '/api/v2/team/tree')).toHaveLength(0);
    fireEvent.click(screen.getByTestId(T.legToggle('1')));
    const row = await screen.findByTestId(T.legLevel('1', 1));
    const cells = (el: HTMLElement) => [...el.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells(row)).toEqual(['V1', '1', '1,000X']);
    expect(text(T.legLevel('1', 0))).toContain(en.team.record.noLevel);
    const leg = within(screen.getByTestId(T.leg('1')));
    const total = leg.getByText(en.team.record.legTotal).closest('tr') as HTMLElement;
    expect(cells(total)).toEqual([en.team.record.legTotal, '2', '2,000X']);
    expect(requestsTo(server, '/api/v2/team/tree')[0]?.url).toContain('leg=1');
  });

  it('a leg that fails says so', async () => {
    book.directs = [direct(1)];
    book.overrides['/api/v2/team/tree'] = [
      { status: 500, text: 'x' },
      { status: 500, text: 'x' },
    ];
    openPage('team');
    fireEvent.click(await screen.findByTestId(T.legToggle('1')));
    const error = await screen.findByTestId(T.legError('1'));
    expect(error.textContent).toContain(en.team.record.legFailed);
  });

  it('a failed list says so and Retry reads again', async () => {
    book.overrides['/api/v2/team/directs'] = [
      { status: 500, text: 'x' },
      { status: 500, text: 'x' },
    ];
    openPage('directs');
    const error = await screen.findByTestId(T.recordError);
    expect(error.textContent).toContain(en.team.record.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(T.recordEmpty);
  });
});
