/**
 * A pending withdrawal's deadline by server time: a live countdown while it can be claimed,
 * then 'expired' with Claim disabled. The browser's own clock is days behind the server's
 * (the demo moved its time), so only the server clock gives the right answer.
 */
import { act, render, screen } from '@testing-library/react';
import { formatDate } from '@xbond/shared/time';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { syncServerClock } from '@/lib/server-clock';
import { en } from '@/testing/messages';
import { resetStores } from '@/testing/session';
import { ASSETS_TEST_IDS } from '../test-ids';
import { depositOrder, withdrawal } from '../testing/fixtures';
import { PendingOperations } from './PendingOperations';

const BROWSER_NOW = Date.parse('2025-01-01T00:00:00.000Z');
const DEADLINE_S = Date.parse('2025-01-03T00:00:00.000Z') / 1000;
const DEADLINE_MS = DEADLINE_S * 1000;

/** The server's clock reads `serverMs` now (an answer that came back at once). */
const serverTimeIs = (serverMs: number) =>
  syncServerClock(new Date(serverMs).toISOString(), Date.now(), Date.now());

function voucher() {
  const w = withdrawal('X', '20', '0.2', '19.8');
  return {
    ...w,
    deadline: new Date(DEADLINE_MS).toISOString(),
    voucher: { ...w.voucher, deadline: DEADLINE_S },
  };
}

function renderList(w = voucher(), busy = false) {
  render(
    <PendingOperations
      info={{ pendingDeposits: [], pendingWithdrawals: [w] }}
      address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
      symbolOf={(asset) => asset}
      busy={busy}
    />,
  );
  return {
    status: () => screen.getByTestId(ASSETS_TEST_IDS.pendingStatus(`withdraw-${w.id}`)),
    claim: () => screen.getByTestId(ASSETS_TEST_IDS.pendingAction(`withdraw-${w.id}`)),
  };
}

const claimWithin = (countdown: string) =>
  en.assets.claimWithin
    .replace('{{countdown}}', countdown)
    .replace('{{time}}', formatDate(DEADLINE_MS));
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  resetStores();
  vi.useFakeTimers({ now: BROWSER_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pending withdrawal deadline', () => {
  it('counts down by server time, each second, with the deadline beside it', () => {
    serverTimeIs(DEADLINE_MS - 23 * 3600_000 - 59 * 60_000 - 41_000);
    const item = renderList();
    expect(item.status().textContent).toBe(claimWithin('23:59:41'));
    expect(item.claim().hasAttribute('disabled')).toBe(false);
    pass(1000);
    expect(item.status().textContent).toBe(claimWithin('23:59:40'));
    pass(60_000);
    expect(item.status().textContent).toBe(claimWithin('23:58:40'));
  });

  it('past the deadline: expired, the amount returns, Claim disabled with that reason', () => {
    serverTimeIs(DEADLINE_MS - 2000);
    const item = renderList();
    expect(item.status().textContent).toBe(claimWithin('00:00:02'));
    pass(2000);
    // At the deadline itself the Vault still takes it.
    expect(item.status().textContent).toBe(claimWithin('00:00:00'));
    expect(item.claim().hasAttribute('disabled')).toBe(false);
    pass(1000);
    expect(item.status().textContent).toBe(en.assets.voucherExpired);
    expect(item.claim().hasAttribute('disabled')).toBe(true);
    expect(item.claim().getAttribute('aria-describedby')).toBe(item.status().id);
  });

  it('already expired when the page opens (the demo moved its time past it)', () => {
    serverTimeIs(DEADLINE_MS + 30 * 86_400_000);
    const item = renderList();
    expect(item.status().textContent).toBe(en.assets.voucherExpired);
    expect(item.claim().hasAttribute('disabled')).toBe(true);
  });

  it('before the server has told its time: the deadline only, Claim enabled', () => {
    const item = renderList();
    expect(item.status().textContent).toBe(
      en.assets.voucherReady.replace('{{time}}', formatDate(DEADLINE_MS)),
    );
    expect(item.claim().hasAttribute('disabled')).toBe(false);
  });

  it('another operation running keeps Claim disabled too', () => {
    serverTimeIs(DEADLINE_MS - 60_000);
    const item = renderList(voucher(), true);
    expect(item.claim().hasAttribute('disabled')).toBe(true);
    expect(item.status().textContent).toBe(claimWithin('00:01:00'));
  });
});

describe('pending deposit order', () => {
  const EXPIRES_MS = Date.parse('2025-01-01T00:30:00.000Z');
  const order = (status: 'open' | 'confirming' = 'open') =>
    depositOrder({ id: '7', asset: 'X', status, expiresAt: new Date(EXPIRES_MS).toISOString() });
  const renderOrder = (o = order()) => {
    render(
      <PendingOperations
        info={{ pendingDeposits: [o], pendingWithdrawals: [] }}
        address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
        symbolOf={(asset) => asset}
        busy={false}
      />,
    );
    return () => screen.getByTestId(ASSETS_TEST_IDS.pendingStatus('deposit-7')).textContent;
  };
  const within = (countdown: string) =>
    en.assets.orderOpenWithin
      .replace('{{countdown}}', countdown)
      .replace('{{time}}', formatDate(EXPIRES_MS));

  it('counts down to its expiry by server time', () => {
    serverTimeIs(EXPIRES_MS - 29 * 60_000 - 5_000);
    const status = renderOrder();
    expect(status()).toBe(within('00:29:05'));
    pass(5_000);
    expect(status()).toBe(within('00:29:00'));
  });

  it('confirming: no countdown, the transfer is in', () => {
    serverTimeIs(EXPIRES_MS - 60_000);
    const status = renderOrder(order('confirming'));
    expect(status()).toBe(en.assets.orderConfirming);
  });
});

describe('an expired voucher', () => {
  it('reads the balances again every few seconds until the refund shows', async () => {
    serverTimeIs(DEADLINE_MS + 1000);
    const reads = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue(undefined);
    renderList();
    expect(reads).not.toHaveBeenCalled();
    pass(5_000);
    expect(reads).toHaveBeenCalledTimes(1);
    pass(5_000);
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });
});
