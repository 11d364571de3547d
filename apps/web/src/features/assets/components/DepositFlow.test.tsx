/**
 * The asset screen's deposit flow with the real API client against a local HTTP server and a
 * scripted wallet: order, transfer to the Vault, receipt, callback until credited, and failures.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { en } from '@/testing/messages';
import { TEST_IDS } from '@/testing/test-ids';
import { IN_FLIGHT_KEY, loadInFlight } from '../flows/in-flight';
import { ASSETS_TEST_IDS } from '../test-ids';
import {
  openForm,
  progressStep,
  recordSteps,
  renderAt,
  setupAssetsPage,
  submit,
  text,
  toastMessages,
  type,
  wallet,
} from '../testing/assets-page';
import { chainWallet, ledger, requestsTo, TX, VAULT } from '../testing/fixtures';

const server = setupAssetsPage();

describe('deposit flow', () => {
  it('order -> wallet transfer to the Vault -> receipt -> callback until credited -> balances', async () => {
    const steps = recordSteps();
    ledger.depositCallbacks = ['confirming', 'confirming', 'credited'];
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '12.5');
    submit();
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(steps).toEqual(['creating', 'sending', 'receipt', 'crediting', 'done']);

    expect(requestsTo(server, '/api/v2/recharge/create')[0]?.body).toEqual({
      asset: 'X',
      amount: '12.5',
    });
    // The spec's transfer: token contract, recipient = the Vault, amount scaled by decimals.
    const sent = wallet().calls.find((c) => c.method === 'eth_sendTransaction')?.params[0] as {
      to: string;
      data: `0x${string}`;
    };
    const { erc20Abi } = await import('viem');
    const transfer = decodeFunctionData({ abi: erc20Abi, data: sent.data });
    expect(transfer.args).toEqual([VAULT, 12_500_000_000_000_000_000n]);
    const callbacks = requestsTo(server, '/api/v2/recharge/callback');
    expect(callbacks.map((r) => r.body)).toEqual(Array(3).fill({ id: '1', txHash: TX(1) }));

    expect(screen.getByTestId(ASSETS_TEST_IDS.operationProgress).textContent).toContain(
      'Deposit successful',
    );
    expect(toastMessages()).toContain('Deposit successful');
    await waitFor(() => expect(text(ASSETS_TEST_IDS.assetAvailable('X'))).toBe('112.5X'));
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.operationClose));
    await waitFor(() => expect(screen.queryByTestId(ASSETS_TEST_IDS.operationProgress)).toBeNull());
  });

  it('buttons wait while it runs, and the sheet cannot be closed', async () => {
    ledger.depositCallbacks = Array(40).fill('confirming');
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '1');
    submit();
    await waitFor(() => expect(progressStep()).toBe('crediting'));
    expect(screen.getByTestId(ASSETS_TEST_IDS.operationProgress).textContent).toContain(
      en.common.processing,
    );
    await waitFor(() =>
      expect(screen.getByTestId(ASSETS_TEST_IDS.operationProgress).textContent).toContain(
        '0 of 2 confirmations',
      ),
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.assetDeposit('TNB')).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.assetWithdraw('TNB')).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.queryByTestId(TEST_IDS.popupClose)).toBeNull();
    fireEvent.click(
      within(screen.getByTestId(ASSETS_TEST_IDS.operationSheet)).getByTestId(TEST_IDS.popupOverlay),
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.operationProgress)).toBeTruthy();
    // The tx hash is kept until the callback succeeds.
    expect(loadInFlight()).toMatchObject({ kind: 'deposit', id: '1', txHash: TX(1) });
    ledger.depositCallbacks = [];
    await waitFor(() => expect(progressStep()).toBe('done'));
  });

  it('declined in the wallet: Deposit failed, and Try again sends the same order', async () => {
    const refuse = wallet().answers.eth_sendTransaction;
    wallet().answers.eth_sendTransaction = () => {
      throw Object.assign(new Error('User denied'), { code: 4001 });
    };
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '3');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    const progress = screen.getByTestId(ASSETS_TEST_IDS.operationProgress);
    expect(progress.textContent).toContain('Deposit failed');
    expect(text(ASSETS_TEST_IDS.operationError)).toBe(en.assets.errors.rejected);
    expect(screen.getByTestId(ASSETS_TEST_IDS.operationStep('sending')).dataset.state).toBe(
      'failed',
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.operationStep('creating')).dataset.state).toBe(
      'done',
    );

    wallet().answers.eth_sendTransaction = refuse as NonNullable<typeof refuse>;
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.operationRetry));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/create')).toHaveLength(1);
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '1',
      txHash: TX(1),
    });
  });

  it('a reverted transfer is a failure that credits nothing', async () => {
    window.ethereum = chainWallet({ receiptStatus: '0x0' });
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '3');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(text(ASSETS_TEST_IDS.operationError)).toBe(en.assets.errors.txFailed);
    expect(requestsTo(server, '/api/v2/recharge/callback')).toHaveLength(0);
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});
