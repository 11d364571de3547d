/**
 * The asset screen's tests: the fake API server and a fresh scripted wallet for every test, and
 * the ways those tests open the screen, fill its amount form and read it.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { setupApiPage } from '@/testing/api-page';
import type { TestApiServer } from '@/testing/api-server';
import type { FakeWallet } from '@/testing/fake-eip1193';
import { type OperationStep, operationStore } from '../flows/operation-store';
import { ASSETS_TEST_IDS } from '../test-ids';
import { apiRoute, chainWallet, freshPage } from './fixtures';

/**
 * Starts the fake API for this test file; before each test, a fresh page signed in as Alice and
 * a fresh wallet as window.ethereum (balances of 1000 of every token).
 */
export function setupAssetsPage(): TestApiServer {
  const server = setupApiPage(apiRoute, freshPage);
  beforeEach(() => {
    window.ethereum = chainWallet();
  });
  afterEach(() => {
    window.ethereum = undefined;
  });
  return server;
}

/** The wallet of the running test (setupAssetsPage's, unless the test installed another). */
export const wallet = () => window.ethereum as FakeWallet;

export function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

export const card = (asset: string) => screen.findByTestId(ASSETS_TEST_IDS.assetCard(asset));
export const text = (testId: string) => screen.getByTestId(testId).textContent;
export const toastMessages = () => toast.getAll().map((t) => t.message);

/** Every step the operation store goes through, in order (no repeats). */
export function recordSteps(): OperationStep[] {
  const steps: OperationStep[] = [];
  operationStore.subscribe(() => {
    const step = operationStore.get().current?.step;
    if (step && steps.at(-1) !== step) steps.push(step);
  });
  return steps;
}

/** Opens the deposit or withdrawal form of `asset` once its wallet balance shows. */
export async function openForm(kind: 'deposit' | 'withdraw', asset: string) {
  await card(asset);
  await waitFor(() => expect(text(ASSETS_TEST_IDS.assetWallet(asset))).toContain('1,000'));
  const button = screen.getByTestId(
    kind === 'deposit' ? ASSETS_TEST_IDS.assetDeposit(asset) : ASSETS_TEST_IDS.assetWithdraw(asset),
  );
  fireEvent.click(button);
  return screen.findByTestId(ASSETS_TEST_IDS.amountInput);
}

export const type = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });
export const submit = () => fireEvent.click(screen.getByTestId(ASSETS_TEST_IDS.amountSubmit));
export const errorText = () =>
  screen.queryByTestId(ASSETS_TEST_IDS.amountError)?.textContent ?? null;
export const progressStep = () =>
  screen.getByTestId(ASSETS_TEST_IDS.operationProgress).getAttribute('data-step');
