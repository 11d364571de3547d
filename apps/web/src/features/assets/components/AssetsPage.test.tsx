/**
 * The asset screen with the real API client against a local HTTP server (a small in-memory
 * ledger) and a scripted wallet: balances, amount checks, fee preview, the deposit and
 * withdrawal flows, and picking them up after a reload.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { sessionStore } from '@/features/session/store';
import { syncServerClock } from '@/lib/server-clock';
import { startApiServer, type TestApiServer } from '@/testing/api-server';
import type { FakeWallet } from '@/testing/fake-eip1193';
import { en } from '@/testing/messages';
import { SYSTEM_INFO } from '@/testing/session';
import { TEST_IDS } from '@/testing/test-ids';
import { IN_FLIGHT_KEY, loadInFlight, WITHDRAW_ATTEMPT_KEY } from '../flows/in-flight';
import { type OperationStep, operationStore } from '../flows/operation-store';
import { continueWithdraw } from '../flows/withdraw';
import {
  ALICE,
  apiRoute,
  chainWallet,
  depositOrder,
  freshPage,
  ledger,
  requestsTo,
  TX,
  VAULT,
  withdrawal,
} from '../testing/fixtures';
import { claimAbi } from '../wallet/claim-abi';

let server: TestApiServer;
let wallet: FakeWallet;

beforeAll(async () => {
  server = await startApiServer(apiRoute);
});
afterAll(() => server.close());
beforeEach(() => {
  freshPage(server);
  wallet = chainWallet();
  window.ethereum = wallet;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.ethereum = undefined;
  window.location.hash = '';
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const card = (asset: string) => screen.findByTestId(TEST_IDS.assetCard(asset));
const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);

/** Every step the operation store goes through, in order (no repeats). */
function recordSteps(): OperationStep[] {
  const steps: OperationStep[] = [];
  operationStore.subscribe(() => {
    const step = operationStore.get().current?.step;
    if (step && steps.at(-1) !== step) steps.push(step);
  });
  return steps;
}

async function openForm(kind: 'deposit' | 'withdraw', asset: string) {
  await card(asset);
  await waitFor(() => expect(text(TEST_IDS.assetWallet(asset))).toContain('1,000'));
  const button = screen.getByTestId(
    kind === 'deposit' ? TEST_IDS.assetDeposit(asset) : TEST_IDS.assetWithdraw(asset),
  );
  fireEvent.click(button);
  return screen.findByTestId(TEST_IDS.amountInput);
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId(TEST_IDS.amountSubmit));
const errorText = () => screen.queryByTestId(TEST_IDS.amountError)?.textContent ?? null;
const progressStep = () => screen.getByTestId(TEST_IDS.operationProgress).getAttribute('data-step');

describe('asset page', () => {
  it('not signed in: the deposit and withdrawal rules, and a prompt to connect', async () => {
    freshPage(server, false);
    renderAt(PATHS.asset);
    const rules = await screen.findByTestId('assets-rules');
    expect(rules.textContent).toContain(en.visitor.withdrawFee);
    const prompt = await screen.findByTestId(TEST_IDS.assetsConnect);
    expect(prompt.textContent).toContain(en.assets.connectTitle);
    expect(within(prompt).getByTestId(TEST_IDS.assetsConnectButton).textContent).toBe(
      en.topBar.connect,
    );
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });

  it('every asset: platform available and pending, the wallet balance read on chain', async () => {
    ledger.balances.X = { available: '1234567.5', pendingWithdrawal: '20' };
    renderAt(PATHS.asset);
    for (const asset of ['X', 'USDD', 'TNB']) await card(asset);
    expect(text(TEST_IDS.assetAvailable('X'))).toBe('1,234,567.5X');
    expect(text(TEST_IDS.assetPending('X'))).toBe('20X');
    await waitFor(() => expect(text(TEST_IDS.assetWallet('USDD'))).toBe('1,000USDD'));
    // Each figure and its unit are one element that keeps them together (no break between).
    for (const id of [TEST_IDS.assetAvailable('X'), TEST_IDS.assetWallet('USDD')]) {
      const amounts = screen.getByTestId(id).querySelectorAll('.amount');
      expect(amounts).toHaveLength(1);
      expect(amounts[0]?.textContent).toBe(text(id));
    }
    const calls = wallet.calls.filter((c) => c.method === 'eth_call');
    expect(calls).toHaveLength(3);
    expect(screen.queryByTestId(TEST_IDS.pendingOperations)).toBeNull();
  });

  it('explorer links only when system info has an explorer', async () => {
    renderAt(PATHS.asset);
    await card('X');
    expect(screen.queryByTestId(TEST_IDS.assetExplorer('X'))).toBeNull();
  });

  it("with an explorer: the token's page, and the transaction once sent", async () => {
    sessionStore.set({ systemInfo: { ...SYSTEM_INFO, explorerUrl: 'https://scan.example/' } });
    renderAt(PATHS.asset);
    const link = within(await card('X')).getByTestId(TEST_IDS.assetExplorer('X'));
    expect(link.getAttribute('href')).toBe(
      'https://scan.example/token/0x5FbDB2315678afecb367f032d93F642f64180aa3',
    );
    const input = await openForm('deposit', 'X');
    type(input, '1');
    submit();
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(screen.getByTestId(TEST_IDS.operationTxLink).getAttribute('href')).toBe(
      `https://scan.example/tx/${TX(1)}`,
    );
  });

  it('add to wallet asks the wallet to watch the token (EIP-747)', async () => {
    wallet.answers.wallet_watchAsset = () => true;
    renderAt(PATHS.asset);
    fireEvent.click(within(await card('USDD')).getByTestId(TEST_IDS.assetAddToWallet('USDD')));
    await waitFor(() => expect(toastMessages()).toContain('USDD added to your wallet'));
    const call = wallet.calls.find((c) => c.method === 'wallet_watchAsset');
    expect(call).toBeDefined();
  });
});

describe('amount checks and fee preview', () => {
  it("withdraw: 'Enter amount', 'Enter a valid amount', the minimum, 'Insufficient balance'", async () => {
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    submit();
    expect(errorText()).toBe('Enter amount');
    type(input, 'abc');
    expect(errorText()).toBe('Enter a valid amount');
    type(input, '5');
    expect(errorText()).toBe('Withdrawal amount cannot be less than 10 X');
    type(input, '100.000000000000000001');
    expect(errorText()).toBe('Insufficient balance');
    type(input, '100');
    expect(errorText()).toBeNull();
    submit();
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/withdraw/apply')).toHaveLength(1);
  });

  it('nothing is sent while the amount is wrong', async () => {
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '5');
    submit();
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo(server, '/api/v2/withdraw/apply')).toHaveLength(0);
  });

  it('the fee preview shows amount, fee and what the wallet receives before confirming', async () => {
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    expect(text(TEST_IDS.feeNet)).toBe('–');
    type(input, '20');
    expect(text(TEST_IDS.feeAmount)).toBe('20 X');
    expect(text(TEST_IDS.feeFee)).toBe('0.2 X');
    expect(text(TEST_IDS.feeNet)).toBe('19.8 X');
    expect(screen.getByTestId(TEST_IDS.feePreview).textContent).toContain('Fee (1%)');
    expect(text(TEST_IDS.amountSubmit)).toBe('Withdraw 20 X');
  });

  it('deposit: at most the wallet balance; Max fills it', async () => {
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'USDD');
    type(input, '1000.000001');
    expect(errorText()).toBe('Insufficient balance');
    fireEvent.click(screen.getByTestId(TEST_IDS.amountMax));
    expect((input as HTMLInputElement).value).toBe('1000');
    expect(errorText()).toBeNull();
    expect(text(TEST_IDS.amountSubmit)).toBe('Deposit 1,000 USDD');
  });
});

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
    const sent = wallet.calls.find((c) => c.method === 'eth_sendTransaction')?.params[0] as {
      to: string;
      data: `0x${string}`;
    };
    const { erc20Abi } = await import('viem');
    const transfer = decodeFunctionData({ abi: erc20Abi, data: sent.data });
    expect(transfer.args).toEqual([VAULT, 12_500_000_000_000_000_000n]);
    const callbacks = requestsTo(server, '/api/v2/recharge/callback');
    expect(callbacks.map((r) => r.body)).toEqual(Array(3).fill({ id: '1', txHash: TX(1) }));

    expect(screen.getByTestId(TEST_IDS.operationProgress).textContent).toContain(
      'Deposit successful',
    );
    expect(toastMessages()).toContain('Deposit successful');
    await waitFor(() => expect(text(TEST_IDS.assetAvailable('X'))).toBe('112.5X'));
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
    fireEvent.click(screen.getByTestId(TEST_IDS.operationClose));
    await waitFor(() => expect(screen.queryByTestId(TEST_IDS.operationProgress)).toBeNull());
  });

  it('buttons wait while it runs, and the sheet cannot be closed', async () => {
    ledger.depositCallbacks = Array(40).fill('confirming');
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '1');
    submit();
    await waitFor(() => expect(progressStep()).toBe('crediting'));
    expect(screen.getByTestId(TEST_IDS.operationProgress).textContent).toContain(
      en.common.processing,
    );
    await waitFor(() =>
      expect(screen.getByTestId(TEST_IDS.operationProgress).textContent).toContain(
        '0 of 2 confirmations',
      ),
    );
    expect(screen.getByTestId(TEST_IDS.assetDeposit('TNB')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId(TEST_IDS.assetWithdraw('TNB')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId(TEST_IDS.popupClose)).toBeNull();
    fireEvent.click(
      within(screen.getByTestId(TEST_IDS.operationSheet)).getByTestId(TEST_IDS.popupOverlay),
    );
    expect(screen.getByTestId(TEST_IDS.operationProgress)).toBeTruthy();
    // The tx hash is kept until the callback succeeds.
    expect(loadInFlight()).toMatchObject({ kind: 'deposit', id: '1', txHash: TX(1) });
    ledger.depositCallbacks = [];
    await waitFor(() => expect(progressStep()).toBe('done'));
  });

  it('declined in the wallet: Deposit failed, and Try again sends the same order', async () => {
    const refuse = wallet.answers.eth_sendTransaction;
    wallet.answers.eth_sendTransaction = () => {
      throw Object.assign(new Error('User denied'), { code: 4001 });
    };
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '3');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    const progress = screen.getByTestId(TEST_IDS.operationProgress);
    expect(progress.textContent).toContain('Deposit failed');
    expect(text(TEST_IDS.operationError)).toBe(en.assets.errors.rejected);
    expect(screen.getByTestId(TEST_IDS.operationStep('sending')).dataset.state).toBe('failed');
    expect(screen.getByTestId(TEST_IDS.operationStep('creating')).dataset.state).toBe('done');

    wallet.answers.eth_sendTransaction = refuse as NonNullable<typeof refuse>;
    fireEvent.click(screen.getByTestId(TEST_IDS.operationRetry));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/create')).toHaveLength(1);
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '1',
      txHash: TX(1),
    });
  });

  it('a reverted transfer is a failure that credits nothing', async () => {
    wallet = chainWallet({ receiptStatus: '0x0' });
    window.ethereum = wallet;
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'X');
    type(input, '3');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(text(TEST_IDS.operationError)).toBe(en.assets.errors.txFailed);
    expect(requestsTo(server, '/api/v2/recharge/callback')).toHaveLength(0);
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});

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
    const sent = wallet.calls.find((c) => c.method === 'eth_sendTransaction')?.params[0] as {
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
    const progress = screen.getByTestId(TEST_IDS.operationProgress).textContent;
    expect(progress).toContain('Withdrawal successful');
    expect(progress).toContain('19.8 X');
    await waitFor(() => expect(text(TEST_IDS.assetPending('X'))).toBe('0X'));
    expect(text(TEST_IDS.assetAvailable('X'))).toBe('80X');
    expect(window.sessionStorage.getItem(WITHDRAW_ATTEMPT_KEY)).toBeNull();
  });

  it('a lost apply answer: Try again reuses the Idempotency-Key (never a second withdrawal)', async () => {
    ledger.overrides['/api/v2/withdraw/apply'] = [{ status: 502, text: 'bad gateway' }];
    renderAt(PATHS.asset);
    const input = await openForm('withdraw', 'X');
    type(input, '20');
    submit();
    await waitFor(() => expect(progressStep()).toBe('failed'));
    expect(text(TEST_IDS.operationError)).toBe('Request failed with http code 502');
    fireEvent.click(screen.getByTestId(TEST_IDS.operationRetry));
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
    fireEvent.click(screen.getByTestId(TEST_IDS.operationRetry));
    await waitFor(() => expect(progressStep()).toBe('done'));
    const keys = requestsTo(server, '/api/v2/withdraw/apply').map(
      (r) => r.headers['idempotency-key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a claim the Vault would refuse is explained before the wallet asks', async () => {
    const { encodeErrorResult } = await import('viem');
    wallet.answers.eth_estimateGas = () => {
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
    expect(text(TEST_IDS.operationError)).toBe(en.assets.errors.claimUsed);
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
  });

  it('a voucher past its deadline by server time is not sent to the wallet: it says so', async () => {
    const voucher = withdrawal('X', '20', '0.2', '19.8');
    ledger.pendingWithdrawals = [voucher];
    ledger.balances.X = { available: '80', pendingWithdrawal: '20' };
    renderAt(PATHS.asset);
    await screen.findByTestId(TEST_IDS.pendingWithdrawal(voucher.id));
    const walletReads = requestsTo(server, '/api/v2/user/wallet').length;
    // The demo's clock is past the deadline (the list already disables Claim; a flow started
    // a moment earlier must stop too).
    const past = new Date((voucher.voucher.deadline + 60) * 1000).toISOString();
    act(() => syncServerClock(past, Date.now(), Date.now()));
    expect(
      screen.getByTestId(TEST_IDS.pendingAction(`withdraw-${voucher.id}`)).hasAttribute('disabled'),
    ).toBe(true);

    await act(() => continueWithdraw(voucher, { address: ALICE, symbol: 'X' }));
    expect(progressStep()).toBe('failed');
    expect(text(TEST_IDS.operationError)).toBe(en.assets.errors.claimExpired);
    expect(screen.queryByTestId(TEST_IDS.operationRetry)).toBeNull();
    expect(wallet.methods()).not.toContain('eth_estimateGas');
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    // The balances are read again: the refund shows once the server has made it.
    await waitFor(() =>
      expect(requestsTo(server, '/api/v2/user/wallet').length).toBeGreaterThan(walletReads),
    );
  });
});

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
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '7',
      txHash: TX(9),
    });
    await waitFor(() => expect(text(TEST_IDS.assetAvailable('TNB'))).toBe('54TNB'));
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
    const pending = await screen.findByTestId(TEST_IDS.pendingOperations);
    expect(pending.textContent).toContain('Deposit of 6 X');
    expect(pending.textContent).toContain('Withdrawal of 20 X');
    await new Promise((r) => setTimeout(r, 50));
    expect(wallet.methods()).not.toContain('eth_sendTransaction');
    expect(operationStore.get().current).toBeNull();

    fireEvent.click(screen.getByTestId(TEST_IDS.pendingAction(`withdraw-${voucher.id}`)));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/withdraw/apply')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/withdraw/callback')[0]?.body).toEqual({
      id: voucher.id,
      txHash: TX(1),
    });
    fireEvent.click(screen.getByTestId(TEST_IDS.operationClose));

    fireEvent.click(await screen.findByTestId(TEST_IDS.pendingAction('deposit-4')));
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(requestsTo(server, '/api/v2/recharge/create')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/recharge/callback')[0]?.body).toEqual({
      id: '4',
      txHash: TX(2),
    });
    await waitFor(() => expect(screen.queryByTestId(TEST_IDS.pendingOperations)).toBeNull());
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
