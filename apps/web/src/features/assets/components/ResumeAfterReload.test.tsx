/**
 * The asset screen picks up a deposit or withdrawal after a reload, from what this tab kept and
 * what the server has, against a local HTTP server and a scripted wallet.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { IN_FLIGHT_KEY } from '../flows/in-flight';
import { operationStore } from '../flows/operation-store';
import { ASSETS_TEST_IDS } from '../test-ids';
import {
  card,
  progressStep,
  renderAt,
  setupAssetsPage,
  text,
  wallet,
} from '../testing/assets-page';
import { ALICE, depositOrder, ledger, requestsTo, TX, withdrawal } from '../testing/fixtures';

const server = setupAssetsPage();

describe('after a reload', () => {
  it('a sent deposit (tx hash in sessionStorage) resumes with its callback', async () => {
    window.sessionStorage.setItem(
      IN_FLIGHT_KEY,
      JSON.stringify({
        kind: 'deposit',
        address: ALICE,
        id: '7',
        asset: 'TNB',
        symbol: 'TNB',
        amount: '4',
        txHash: TX(9),
      }),
    );
    ledger.pendingDeposits = [depositOrder({ id: '7', asset: 'TNB', amount: '4' })];
    renderAt(PATHS.asset);
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/create')).toHaveLength(0);
    expect(wallet().methods()).not.toContain('eth_sendTransaction');
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '7',
      txHash: TX(9),
    });
    await waitFor(() => expect(text(ASSETS_TEST_IDS.assetAvailable('TNB'))).toBe('54TNB'));
  });

  it("a deposit the server has as 'confirming' is followed to its credit", async () => {
    ledger.pendingDeposits = [
      depositOrder({ id: '3', asset: 'X', amount: '2', status: 'confirming', txHash: TX(5) }),
    ];
    renderAt(PATHS.asset);
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '3',
      txHash: TX(5),
    });
  });

  it('an open order and an unclaimed voucher wait in the list for a tap', async () => {
    ledger.pendingDeposits = [depositOrder({ id: '4', asset: 'X', amount: '6' })];
    ledger.balances.X = { available: '80', pendingWithdrawal: '20' };
    const voucher = withdrawal('X', '20', '0.2', '19.8');
    ledger.pendingWithdrawals = [voucher];
    renderAt(PATHS.asset);
    const pending = await screen.findByTestId(ASSETS_TEST_IDS.pendingOperations);
    expect(pending.textContent).toContain('Deposit of 6 X');
    expect(pending.textContent).toContain('Withdrawal of 20 X');
    await new Promise((r) => setTimeout(r, 50));
    expect(wallet().methods()).not.toContain('eth_sendTransaction');
    expect(operationStore.get().current).toBeNull();

    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.pendingAction(`withdraw-${voucher.id}`)));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/withdraw/apply')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/withdraw/callback')[0]?.body).toEqual({
      id: voucher.id,
      txHash: TX(1),
    });
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.operationClose));

    fireEvent.click(await screen.findByTestId(ASSETS_TEST_IDS.pendingAction('deposit-4')));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/create')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '4',
      txHash: TX(2),
    });
    await waitFor(() => expect(screen.queryByTestId(ASSETS_TEST_IDS.pendingOperations)).toBeNull());
  });

  it("another address's in-flight record is dropped", async () => {
    window.sessionStorage.setItem(
      IN_FLIGHT_KEY,
      JSON.stringify({
        kind: 'deposit',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        id: '7',
        asset: 'X',
        symbol: 'X',
        amount: '4',
        txHash: TX(9),
      }),
    );
    renderAt(PATHS.asset);
    await card('X');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requestsTo(server, '/api/v2/recharge/callback')).toHaveLength(0);
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});
