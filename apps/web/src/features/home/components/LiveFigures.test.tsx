/**
 * Home's live figures for a visitor, against the fake API: price, total staked, the flexible
 * rate per day, the countdown to the next daily settlement by server time, the pools; and a
 * stale price, no price, loading and a failed read.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { sessionStore } from '@/features/session/store';
import { syncServerClock } from '@/lib/server-clock';
import { setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { MARKET_REFRESH_MS } from '../api/get-market';
import { HOME_TEST_IDS as IDS } from '../test-ids';
import { apiRoute, freshPage, home } from '../testing/fixtures';

setupApiPage(apiRoute, freshPage);

const figure = (field: string) => screen.getByTestId(IDS.figure(field)).textContent;

async function openHome() {
  render(<App />);
  await waitFor(() => expect(figure('staked')).toBe('1,234,567.5X'));
}

describe('home live figures', () => {
  it('price, total staked, rate per day, settlement countdown and the pools', async () => {
    await openHome();
    expect(figure('price')).toBe('1 X = 0.4125 USDD');
    expect(screen.queryByTestId(IDS.stale)).toBeNull();
    expect(figure('rate')).toBe('0.3% per day');
    // Server time 23:00:00 (or a second later): the next UTC midnight is an hour away.
    act(() => syncServerClock(home.system.serverTime, Date.now(), Date.now()));
    expect(figure('settlement')).toMatch(/^0(1:00:00|0:59:59)$/);
    expect(figure('rewardPool')).toBe('250,000.1234X');
    expect(figure('insurancePool')).toBe('1,200.5USDD40X');
  });

  it('reads the market again every 15 s', async () => {
    // Only the polling interval is faked: the server and the fetches run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await openHome();
      home.market.totalStaked = '2000';
      act(() => vi.advanceTimersByTime(MARKET_REFRESH_MS));
      await waitFor(() => expect(figure('staked')).toBe('2,000X'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a stale price is marked so', async () => {
    home.market.prices = [
      {
        asset: 'X',
        price: '0.5',
        reference: '0.5',
        deviationBps: 0,
        moving: false,
        at: '2025-01-01T22:00:00.000Z',
        stale: true,
      },
    ];
    await openHome();
    expect(screen.getByTestId(IDS.stale).textContent).toBe(en.home.stale);
    expect(figure('price')).toBe(`1 X = 0.5 USDD${en.home.stale}`);
  });

  it('no price read yet: says so; empty pools show 0', async () => {
    home.market.prices = [];
    sessionStore.set({ systemInfo: { ...home.system, pools: [] } });
    await openHome();
    expect(figure('price')).toBe(en.home.noPrice);
    expect(figure('rewardPool')).toBe('0');
    expect(figure('insurancePool')).toBe('0');
  });

  it('skeletons while loading', async () => {
    home.overrides['/api/v2/common/market'] = [
      { body: { code: 1, msg: '', data: home.market }, delayMs: 200 },
    ];
    render(<App />);
    await screen.findByTestId(IDS.skeleton('price'));
    expect(screen.getByTestId(IDS.skeleton('staked'))).toBeTruthy();
    await waitFor(() => expect(figure('staked')).toBe('1,234,567.5X'));
  });

  it('a failed read says so; the figures show a dash', async () => {
    // The query client retries once.
    home.overrides['/api/v2/common/market'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    render(<App />);
    await screen.findByText(en.home.figuresFailed);
    expect(figure('price')).toBe(en.home.unavailable);
    expect(figure('staked')).toBe(en.home.unavailable);
  });
});
