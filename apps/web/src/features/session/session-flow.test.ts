import { waitFor } from '@testing-library/react';
import { type Hex, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/Toast/toast-store';
import { fail } from '@/testing/api-server';
import { fakeWallet, rejectWith } from '@/testing/fake-eip1193';
import { SYSTEM_INFO } from '@/testing/session';
import { flowStore } from './flow-store';
import { answerNetworkPrompt } from './network';
import { connect, startSession, submitInviteCode } from './session-flow';
import { sessionStore } from './store';
import {
  ALICE,
  BOB,
  loginBody,
  logins,
  messages,
  navigateHome,
  script,
  server,
  useDevWallet,
  WALLET_INFO,
  withSessionFlowServer,
} from './testing/session-flow-server';
import { WALLET_ISSUE_TOAST_ID } from './wallet-issue';

withSessionFlowServer();

describe('session flow (spec section 4)', () => {
  it('connect -> sign the EIP-4361 message -> login -> token -> wallet info, system info, donate switch', async () => {
    await useDevWallet(0);
    await connect();
    const state = sessionStore.getState();
    expect(state).toMatchObject({
      address: ALICE,
      token: 'good-token',
      signInfo: { isSign: true },
      walletInfo: WALLET_INFO,
      switchConfig: { enabled: true },
    });
    expect(state.systemInfo?.productName).toBe('XBond');
    const body = logins()[0]?.body as { message: string; signature: Hex; invite_code: null };
    expect(body.invite_code).toBeNull();
    const siwe = parseSiweMessage(body.message);
    expect(siwe).toMatchObject({
      statement: 'XBond',
      chainId: 31337,
      domain: window.location.host,
    });
    expect(siwe.nonce).toMatch(/^nonce\d+abc/);
    await expect(
      verifyMessage({ address: ALICE, message: body.message, signature: body.signature }),
    ).resolves.toBe(true);
    expect(
      server.requests.find((r) => r.url === '/api/v2/user/wallet')?.headers.authorization,
    ).toBe('Bearer good-token');
    expect(messages()).toContain('Signed in');
  });

  it('1001 opens the invite popup; confirm retries the login with the typed code', async () => {
    await useDevWallet(0);
    script.loginAnswers = [() => fail(1001, 'not registered')];
    await connect();
    expect(flowStore.get().inviteOpen).toBe(true);
    expect(sessionStore.getState().token).toBeNull();
    expect(messages()).not.toContain('not registered'); // no error toast for 1001

    await submitInviteCode('  GEN3SIS8 ');
    const retry = logins()[1]?.body as { invite_code: string; signature: string };
    expect(retry.invite_code).toBe('GEN3SIS8');
    expect(retry.signature).toBe(loginBody(0).signature);
    expect(flowStore.get().inviteOpen).toBe(false);
    expect(sessionStore.getState().token).toBe('good-token');
  });

  it('a used-up nonce on the retry signs once more', async () => {
    await useDevWallet(0);
    script.loginAnswers = [() => fail(1001, 'not registered'), () => fail(1003, 'nonce used')];
    await connect();
    await submitInviteCode('GEN3SIS8');
    expect(logins()).toHaveLength(3);
    const third = logins()[2]?.body as { message: string; invite_code: string };
    expect(third.invite_code).toBe('GEN3SIS8');
    const first = logins()[0]?.body as { message: string };
    expect(parseSiweMessage(third.message).nonce).not.toBe(parseSiweMessage(first.message).nonce);
    expect(sessionStore.getState().token).toBe('good-token');
  });

  it('an unknown code (1002) says so and keeps the popup for another try', async () => {
    await useDevWallet(0);
    script.loginAnswers = [
      () => fail(1001, 'not registered'),
      () => fail(1002, 'Unknown invitation code.'),
    ];
    await connect();
    await submitInviteCode('WRONG');
    expect(messages()).toContain('Unknown invitation code.');
    expect(flowStore.get().inviteOpen).toBe(true);
  });

  it('the invite_code of the URL is used when nothing was typed', async () => {
    window.history.replaceState(null, '', '/?x=1#/pages/index/index?invite_code=FROMURL');
    await useDevWallet(0);
    await connect();
    expect(loginBody(0).invite_code).toBe('FROMURL');
    expect(flowStore.get().inviteOpen).toBe(false);
  });

  it('any other login failure resets the store', async () => {
    await useDevWallet(0);
    script.loginAnswers = [() => fail(1004, 'The signature does not match this address.')];
    await connect();
    expect(sessionStore.getState()).toMatchObject({ address: null, token: null });
    expect(messages()).toContain('The signature does not match this address.');
    expect(flowStore.get().inviteOpen).toBe(false);
  });

  it('a refused signature shows the sign-failure toast and does not log in', async () => {
    window.ethereum = fakeWallet({
      eth_requestAccounts: () => [ALICE],
      eth_chainId: () => '0x7a69',
      personal_sign: rejectWith(4001, 'User denied message signature'),
    });
    await connect();
    expect(messages()).toContain('Authorization failed');
    expect(logins()).toHaveLength(0);
    expect(sessionStore.getState().signInfo.isSign).toBe(false);
  });

  it("signing shows the masked 'signing' toast while it waits", async () => {
    const asked: { release?: (sig: string) => void } = {};
    window.ethereum = fakeWallet({
      eth_requestAccounts: () => [ALICE],
      eth_chainId: () => '0x7a69',
      personal_sign: () => new Promise((resolve) => (asked.release = resolve)),
    });
    const done = connect();
    // The toast comes first, the wallet's prompt once the nonce has arrived.
    await waitFor(() => expect(asked.release).toBeDefined());
    expect(messages()).toContain('Signing…');
    expect(toast.getAll().find((t) => t.message === 'Signing…')?.mask).toBe(true);
    await connect(); // a second tap while it runs
    expect(messages()).toContain('Identity verification in progress');
    asked.release?.('0x00');
    await done;
    expect(messages()).not.toContain('Signing…');
  });

  it('no wallet: the persistent wallet-issue toast, offering the dev wallet on the demo chain', async () => {
    sessionStore.set({ systemInfo: { ...SYSTEM_INFO, footerLinks: [] } });
    await connect();
    const issue = toast.getAll().find((t) => t.id === WALLET_ISSUE_TOAST_ID);
    expect(issue).toMatchObject({ duration: null, title: 'Open in DApp browser' });
    expect(issue?.message).toMatch(/No wallet found/);
    expect(issue?.action?.label).toBe('Use dev wallet');
    // The wallet sheet (the ways to get a wallet) opens beside it...
    expect(flowStore.get().walletSheetOpen).toBe(true);
    issue?.action?.onClick();
    // ...and the dev wallet takes its place: left open, it could cover the dev wallet's sheet.
    expect(flowStore.get()).toMatchObject({ devWalletOpen: true, walletSheetOpen: false });
  });

  it('a wallet that will not give its address: the wallet-issue toast too', async () => {
    window.ethereum = fakeWallet({ eth_requestAccounts: rejectWith(4001) });
    await connect();
    expect(toast.getAll().some((t) => t.id === WALLET_ISSUE_TOAST_ID)).toBe(true);
  });

  it('a wrong chain asks to switch; a refusal stops the flow', async () => {
    const wallet = fakeWallet({ eth_requestAccounts: () => [ALICE], eth_chainId: () => '0x1' });
    window.ethereum = wallet;
    const done = connect();
    await waitFor(() => expect(flowStore.get().networkPrompt).toEqual({ chainId: 31337 }));
    answerNetworkPrompt(false);
    await done;
    expect(wallet.methods()).not.toContain('personal_sign');
  });

  it("a failed switch says 'Switching network failed, please switch manually'", async () => {
    window.ethereum = fakeWallet({
      eth_requestAccounts: () => [ALICE],
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: rejectWith(4001),
    });
    const done = connect();
    await waitFor(() => expect(flowStore.get().networkPrompt).not.toBeNull());
    answerNetworkPrompt(true);
    await done;
    expect(messages()).toContain('Switching network failed, please switch manually');
  });

  it("a 401 shows 'login expired', resets and goes home", async () => {
    await useDevWallet(0);
    sessionStore.set({ address: ALICE, token: 'stale', switchConfig: { enabled: true } });
    await startSession();
    expect(messages()).toContain('Login expired');
    expect(sessionStore.getState()).toMatchObject({
      address: null,
      token: null,
      switchConfig: { enabled: true }, // reset clears address and token only
    });
    expect(navigateHome).toHaveBeenCalled();
  });

  it('on start, the same account (any case) keeps the session and refreshes it', async () => {
    await useDevWallet(0);
    sessionStore.set({ address: ALICE.toLowerCase(), token: 'good-token' });
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ token: 'good-token', walletInfo: WALLET_INFO });
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('on start, another account resets, goes home and restarts the connect flow', async () => {
    await useDevWallet(1);
    sessionStore.set({ address: ALICE, token: 'good-token' });
    await startSession();
    expect(navigateHome).toHaveBeenCalled();
    await waitFor(() => expect(sessionStore.getState().address).toBe(BOB));
    await waitFor(() => expect(loginBody(0)?.address).toBe(BOB));
  });

  it('the wallet switching accounts resets, goes home and reconnects', async () => {
    const wallet = await useDevWallet(0);
    await connect();
    expect(sessionStore.getState().address).toBe(ALICE);
    await wallet.setAccount(1);
    expect(navigateHome).toHaveBeenCalled();
    await waitFor(() =>
      expect(sessionStore.getState()).toMatchObject({ address: BOB, token: 'good-token' }),
    );
  });

  it('a switch while the sign-in still reads the wallet reconnects once that read ends', async () => {
    const wallet = await useDevWallet(0);
    let release = () => {};
    script.walletHeld = new Promise((resolve) => {
      release = resolve;
    });
    const first = connect();
    await waitFor(() => expect(sessionStore.getState().address).toBe(ALICE));
    await wallet.setAccount(1); // the first sign-in is still loading its session data
    expect(navigateHome).toHaveBeenCalled();
    release();
    await first;
    expect(loginBody(1)?.address).toBe(BOB);
    expect(sessionStore.getState()).toMatchObject({ address: BOB, walletInfo: WALLET_INFO });
  });
});
