/**
 * The asset screen's withdrawal flow with the real API client against a local HTTP server and a
 * scripted wallet: apply, the voucher's claim on the Vault, callback, and failures.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { syncServerClock } from '@/lib/server-clock';
import { en } from '@/testing/messages';
import { WITHDRAW_ATTEMPT_KEY } from '../flows/in-flight';
import { continueWithdraw } from '../flows/withdraw';
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
import { ALICE, ledger, requestsTo, TX, VAULT, withdrawal } from '../testing/fixtures';
import { claimAbi } from '../wallet/claim-abi';

const server = setupAssetsPage();

describe('withdrawal flow', () => {
  it('apply with an Idempotency-Key -> Vault.claim(voucher, signature) -> callback -> balances', async () => {
    const steps = recordSteps();
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '20');
    submit();
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(steps).toEqual(['applying', 'claiming', 'receipt', 'crediting', 'done']);

    const apply = requestsTo(server, '/api/v2/withdraw/apply')[0];
    expect(apply?.body).toEqual({ asset: 'X', amount: '20' });
    expect(apply?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{1,100}$/);
    const sent = wallet().calls.find((c) => c.method === 'eth_sendTransaction')?.params[0] as {
      to: string;
      from: string;
      data: `0x${string}`;
    };
    expect(sent.to.toLowerCase()).toBe(VAULT.toLowerCase());
    expect(sent.from.toLowerCase()).toBe(ALICE.toLowerCase());
    const claim = decodeFunctionData({ abi: claimAbi, data: sent.data });
    expect(claim.functionName).toBe('claim');
    expect(claim.args[0]).toMatchObject({ user: ALICE, amount: 19_800_000_000_000_000_000n });
    expect(requestsTo(server, '/api/v2/withdraw/callback')[0]?.body).toEqual({
      id: expect.any(String),
      txHash: TX(1),
    });
    const progress = screen.getByTestId(ASSETS_TEST_IDS.operationProgress).textContent;
    expect(progress).toContain('Withdrawal successful');
    expect(progress).toContain('19.8 X');
    // Balances go 100/0, then 80/20 once applied, then 80/0 once claimed: only the last is done.
    await waitFor(() =>
      expect([
        text(ASSETS_TEST_IDS.assetAvailable('X')),
        text(ASSETS_TEST_IDS.assetPending('X')),
      ]).toEqual(['80X', '0X']),
    );
    expect(window.sessionStorage.getItem(WITHDRAW_ATTEMPT_KEY)).toBeNull();
  });

  it('a lost apply answer: Try again reuses the Idempotency-Key (never a second withdrawal)', async () => {
    ledger.overrides['/api/v2/withdraw/apply'] = [{ status: 502, text: 'bad gateway' }];
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '20');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(text(ASSETS_TEST_IDS.operationError)).toBe('Request failed with http code 502');
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.operationRetry));
    await waitFor(() => expect(progressStep()).toBe('done'));
    const keys = requestsTo(server, '/api/v2/withdraw/apply').map(
      (r) => r.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a refusal is an answer: the next attempt has a new key', async () => {
    ledger.overrides['/api/v2/withdraw/apply'] = [
      { body: { code: 2002, msg: 'Insufficient balance', data: null } },
    ];
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '20');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(toastMessages()).toContain('Insufficient balance');
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.operationRetry));
    await waitFor(() => expect(progressStep()).toBe('done'));
    const keys = requestsTo(server, '/api/v2/withdraw/apply').map(
      (r) => r.headers['idempotency-key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a claim the Vault would refuse is explained before the wallet asks', async () => {
    const { encodeErrorResult } = await import('viem');
    wallet().answers.eth_estimateGas = () => {
      throw Object.assign(new Error('execution reverted'), {
        code: 3,
        data: encodeErrorResult({ abi: claimAbi, errorName: 'NonceUsed', args: [ALICE, 1n] }),
      });
    };
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '20');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(text(ASSETS_TEST_IDS.operationError)).toBe(en.assets.errors.claimUsed);
    expect(wallet().methods()).not.toContain('eth_sendTransaction');
  });

  it('a voucher past its deadline by server time is not sent to the wallet: it says so', async () => {
    const voucher = withdrawal('X', '20', '0.2', '19.8');
    ledger.pendingWithdrawals = [voucher];
    ledger.balances.X = { available: '80', pendingWithdrawal: '20' };
    renderAt(PATHS.asset);
    await screen.findByTestId(ASSETS_TEST_IDS.pendingWithdrawal(voucher.id));
    const walletReads = requestsTo(server, '/api/v2/user/wallet').length;
    // The demo's clock is past the deadline (the list already disables Claim; a flow started
    // a moment earlier must stop too).
    const past = new Date((voucher.voucher.deadline + 60) * 1000).toISOString();
    act(() => syncServerClock(past, Date.now(), Date.now()));
    expect(
      screen
        .getByTestId(ASSETS_TEST_IDS.pendingAction(`withdraw-${voucher.id}`))
        .hasAttribute('disabled'),
    ).toBe(true);

    await act(() => continueWithdraw(voucher, { address: ALICE, symbol: 'X' }));
    expect(progressStep()).toBe('failed');
    expect(text(ASSETS_TEST_IDS.operationError)).toBe(en.assets.errors.claimExpired);
    expect(screen.queryByTestId(ASSETS_TEST_IDS.operationRetry)).toBeNull();
    expect(wallet().methods()).not.toContain('eth_estimateGas');
    expect(wallet().methods()).not.toContain('eth_sendTransaction');
    // The balances are read again: the refund shows once the server has made it.
    await waitFor(() =>
      expect(requestsTo(server, '/api/v2/user/wallet').length).toBeGreaterThan(walletReads),
    );
  });
});
