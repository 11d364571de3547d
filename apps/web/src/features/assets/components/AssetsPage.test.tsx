/**
 * The asset screen with the real API client against a local HTTP server (a small in-memory
 * ledger) and a scripted wallet: balances, amount checks and the fee preview. The deposit and
 * withdrawal flows, and picking them up after a reload, are in DepositFlow, WithdrawFlow and
 * ResumeAfterReload.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { sessionStore } from '@/features/session/store';
import { en } from '@/testing/messages';
import { SYSTEM_INFO } from '@/testing/session';
import { ASSETS_TEST_IDS } from '../test-ids';
import {
  card,
  errorText,
  openForm,
  progressStep,
  renderAt,
  setupAssetsPage,
  submit,
  text,
  toastMessages,
  type,
  wallet,
} from '../testing/assets-page';
import { freshPage, ledger, requestsTo, TX } from '../testing/fixtures';

const server = setupAssetsPage();

describe('asset page', () => {
  it('not signed in: the deposit and withdrawal rules, and a prompt to connect', async () => {
    freshPage(server, false);
    renderAt(PATHS.asset);
    const rules = await screen.findByTestId('assets-rules');
    expect(rules.textContent).toContain(en.visitor.withdrawFee);
    const prompt = await screen.findByTestId(ASSETS_TEST_IDS.assetsConnect);
    expect(prompt.textContent).toContain(en.assets.connectTitle);
    expect(within(prompt).getByTestId(ASSETS_TEST_IDS.assetsConnectButton).textContent).toBe(
      en.topBar.connect,
    );
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });

  it('every asset: platform available and pending, the wallet balance read on chain', async () => {
    ledger.balances.X = { available: '1234567.5', pendingWithdrawal: '20' };
    renderAt(PATHS.asset);
    for (const asset of ['X', 'USDD', 'TNB']) await card(asset);
    expect(text(ASSETS_TEST_IDS.assetAvailable('X'))).toBe('1,234,567.5X');
    expect(text(ASSETS_TEST_IDS.assetPending('X'))).toBe('20X');
    await waitFor(() => expect(text(ASSETS_TEST_IDS.assetWallet('USDD'))).toBe('1,000USDD'));
    // Each figure and its unit are one element that keeps them together (no break between).
    for (const id of [ASSETS_TEST_IDS.assetAvailable('X'), ASSETS_TEST_IDS.assetWallet('USDD')]) {
      const amounts = screen.getByTestId(id).querySelectorAll('.amount');
      expect(amounts).toHaveLength(1);
      expect(amounts[0]?.textContent).toBe(text(id));
    }
    const calls = wallet().calls.filter((c) => c.method === 'eth_call');
    expect(calls).toHaveLength(3);
    expect(screen.queryByTestId(ASSETS_TEST_IDS.pendingOperations)).toBeNull();
  });

  it('explorer links only when system info has an explorer', async () => {
    renderAt(PATHS.asset);
    await card('X');
    expect(screen.queryByTestId(ASSETS_TEST_IDS.assetExplorer('X'))).toBeNull();
  });

  it("with an explorer: the token's page, and the transaction once sent", async () => {
    sessionStore.set({ systemInfo: { ...SYSTEM_INFO, explorerUrl: 'https://scan.example/' } });
    renderAt(PATHS.asset);
    const link = within(await card('X')).getByTestId(ASSETS_TEST_IDS.assetExplorer('X'));
    expect(link.getAttribute('href')).toBe(
      'https://scan.example/token/0x5FbDB2315678afecb367f032d93F642f64180aa3',
    );
    const input = await openForm('deposit', 'X');
    type(input, '1');
    submit();
    await waitFor(() => expect(progressStep()).toBe('done'));
    expect(screen.getByTestId(ASSETS_TEST_IDS.operationTxLink).getAttribute('href')).toBe(
      `https://scan.example/tx/${TX(1)}`,
    );
  });

  it('add to wallet asks the wallet to watch the token (EIP-747)', async () => {
    wallet().answers.wallet_watchAsset = () => true;
    renderAt(PATHS.asset);
    fireEvent.click(
      within(await card('USDD')).getByTestId(ASSETS_TEST_IDS.assetAddToWallet('USDD')),
    );
    await waitFor(() => expect(toastMessages()).toContain('USDD added to your wallet'));
    const call = wallet().calls.find((c) => c.method === 'wallet_watchAsset');
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
    expect(text(ASSETS_TEST_IDS.feeNet)).toBe('–');
    type(input, '20');
    expect(text(ASSETS_TEST_IDS.feeAmount)).toBe('20 X');
    expect(text(ASSETS_TEST_IDS.feeFee)).toBe('0.2 X');
    expect(text(ASSETS_TEST_IDS.feeNet)).toBe('19.8 X');
    expect(screen.getByTestId(ASSETS_TEST_IDS.feePreview).textContent).toContain('Fee (1%)');
    expect(text(ASSETS_TEST_IDS.amountSubmit)).toBe('Withdraw 20 X');
  });

  it('deposit: at most the wallet balance; Max fills it', async () => {
    renderAt(PATHS.asset);
    const input = await openForm('deposit', 'USDD');
    type(input, '1000.000001');
    expect(errorText()).toBe('Insufficient balance');
    fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.amountMax));
    expect((input as HTMLInputElement).value).toBe('1000');
    expect(errorText()).toBeNull();
    expect(text(ASSETS_TEST_IDS.amountSubmit)).toBe('Deposit 1,000 USDD');
  });
});
