/**
 * The staking screen's tests: how they open the screen, fill its form and read its figures and
 * orders.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { PLEDGE_TEST_IDS } from '../test-ids';

export function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

export const text = (testId: string) => screen.getByTestId(testId).textContent;
export const toastMessages = () => toast.getAll().map((t) => t.message);
export const type = (value: string) =>
  fireEvent.change(screen.getByTestId(PLEDGE_TEST_IDS.amountInput), { target: { value } });
export const submit = () => fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.submit));
export const errorText = () =>
  screen.queryByTestId(PLEDGE_TEST_IDS.amountError)?.textContent ?? null;
export const order = (id: string, field: string) => text(PLEDGE_TEST_IDS.orderField(id, field));

/** The page with its figures and the available balance loaded. */
export async function openPledge(tab: 'current' | 'regular' = 'current') {
  renderAt(tab === 'regular' ? `${PATHS.pledge}?tab=regular` : PATHS.pledge);
  await screen.findByTestId(PLEDGE_TEST_IDS.form);
  await waitFor(() => expect(text(PLEDGE_TEST_IDS.balance)).toBe('Available: 100 X'));
}

export async function confirmSheet() {
  const sheet = await screen.findByTestId(PLEDGE_TEST_IDS.confirmSheet);
  return within(sheet);
}
