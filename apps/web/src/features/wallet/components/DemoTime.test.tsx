/**
 * The dev wallet's demo time: the server's clock, ticking, and the buttons that move it
 * (POST /api/v2/dev/time, a real local HTTP server): the request, the pending state, every
 * query read again, the new time; and the failures.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@xbond/shared/time';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/Toast/toast-store';
import { configureApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { serverNow, syncServerClock } from '@/lib/server-clock';
import { fail, ok, type Reply, startApiServer, type TestApiServer } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { resetStores } from '@/testing/session';
import { TEST_IDS } from '@/testing/test-ids';
import { DemoTime } from './DemoTime';
import { DevWalletPopup } from './DevWalletPopup';

const STEPS = [3600, 28_800, 86_400, 2_592_000];
const NOW = Date.parse('2026-03-01T10:00:00.000Z');

let server: TestApiServer;
/** The next answers of POST /dev/time, in turn. */
let answers: Reply[] = [];

beforeAll(async () => {
  server = await startApiServer((req) =>
    req.url === '/api/v2/dev/time' ? (answers.shift() ?? ok(null)) : { status: 404, text: 'x' },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  resetStores();
  queryClient.clear();
  server.requests.length = 0;
  answers = [];
  configureApi({
    baseUrl: server.url,
    getLocale: () => 'en',
    getToken: () => null,
    onError: (message) => toast.error(message),
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const button = (seconds: number) => screen.getByTestId(TEST_IDS.devTimeAdvance(seconds));
const shownTime = () => screen.getByTestId(TEST_IDS.devTimeNow).textContent;
const toasts = () => toast.getAll().map((t) => ({ kind: t.kind, message: t.message }));

describe('demo time', () => {
  it('shows the server clock, ticking, and one button per step', () => {
    vi.useFakeTimers({ now: Date.parse('2025-01-01T00:00:00.000Z') });
    render(<DemoTime />);
    expect(shownTime()).toBe('–');
    act(() => syncServerClock(new Date(NOW).toISOString(), Date.now(), Date.now()));
    expect(shownTime()).toBe(formatDate(NOW));
    act(() => vi.advanceTimersByTime(1000));
    expect(shownTime()).toBe(formatDate(NOW + 1000));
    expect(STEPS.map((s) => button(s).textContent)).toEqual([
      en.devWallet.time.hour,
      en.devWallet.time.hours8,
      en.devWallet.time.day,
      en.devWallet.time.days30,
    ]);
  });

  it('+8 hours: the request, every button waiting, then every query read again and the new time', async () => {
    const moved = '2026-03-01T18:00:00.000Z';
    answers.push({ ...ok({ serverTime: moved }), delayMs: 150 });
    queryClient.setQueryData(['user_wallet', '0xabc'], { balances: [] });
    queryClient.setQueryData(['system_info', 'en'], { productName: 'XBond' });
    render(<DemoTime />);

    fireEvent.click(button(28_800));
    expect(STEPS.every((s) => button(s).hasAttribute('disabled'))).toBe(true);
    expect(button(28_800).getAttribute('aria-busy')).toBe('true');
    expect(button(3600).getAttribute('aria-busy')).toBe('false');

    await waitFor(() => expect(button(28_800).hasAttribute('disabled')).toBe(false));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/dev/time',
      body: { advanceSeconds: 28_800 },
    });
    expect(queryClient.getQueryState(['user_wallet', '0xabc'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['system_info', 'en'])?.isInvalidated).toBe(true);
    expect(toasts()).toEqual([
      {
        kind: 'success',
        message: en.devWallet.time.moved.replace('{{time}}', formatDate(moved)),
      },
    ]);
    // The answer set the clock: countdowns go by the moved time from now on.
    expect(Math.abs((serverNow() ?? 0) - Date.parse(moved))).toBeLessThan(1000);
  });

  it('not the local demo (HTTP 404): an error toast, the buttons usable again', async () => {
    answers.push({ status: 404, text: 'Not Found' });
    render(<DemoTime />);
    fireEvent.click(button(3600));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      kind: 'error',
      message: en.errors.http.replace('{{code}}', '404'),
    });
    expect(toast.getAll()[0]?.title).toBe(en.devWallet.time.failed);
    expect(button(3600).hasAttribute('disabled')).toBe(false);
    expect(shownTime()).toBe('–');
  });

  it("the server refuses: its message, shown once (the API client's toast)", async () => {
    answers.push(fail(1000, 'Advance between 1 and 34560000 seconds.'));
    render(<DemoTime />);
    fireEvent.click(button(2_592_000));
    await waitFor(() => expect(button(2_592_000).hasAttribute('disabled')).toBe(false));
    expect(toasts()).toEqual([
      { kind: 'error', message: 'Advance between 1 and 34560000 seconds.' },
    ]);
  });
});

describe('dev wallet popup', () => {
  it('has the demo time below the accounts', async () => {
    render(<DevWalletPopup open accounts onClose={() => {}} onUse={async () => {}} />);
    const popup = await screen.findByTestId(TEST_IDS.devWalletPopup);
    expect(within(popup).getByTestId(TEST_IDS.devTimeNow)).toBeTruthy();
    expect(within(popup).getByText(en.devWallet.time.title)).toBeTruthy();
    expect(within(popup).getByTestId(TEST_IDS.devWalletUse)).toBeTruthy();
    expect(popup.textContent).not.toContain('Hardhat');
  });

  it('offers only the demo time when another wallet is in use', async () => {
    render(<DevWalletPopup open accounts={false} onClose={() => {}} onUse={async () => {}} />);
    const popup = await screen.findByTestId(TEST_IDS.devWalletPopup);
    expect(
      within(popup)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([en.devWallet.time.title]);
    expect(within(popup).getByTestId(TEST_IDS.devTimeAdvance(3_600))).toBeTruthy();
    expect(within(popup).queryByTestId(TEST_IDS.devWalletUse)).toBeNull();
    expect(within(popup).queryByTestId(TEST_IDS.devWalletAccount(0))).toBeNull();
  });
});
