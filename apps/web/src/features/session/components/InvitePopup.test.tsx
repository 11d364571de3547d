import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/Toast/Toaster';
import { resetStores } from '@/testing/session';
import { TEST_IDS } from '@/testing/test-ids';
import { flowStore } from '../flow-store';
import { submitInviteCode } from '../session-flow';
import { InvitePopup } from './InvitePopup';

beforeEach(() => {
  resetStores();
});

function renderOpen(submit: (code: string) => Promise<void> = vi.fn(async (_code: string) => {})) {
  const cancel = vi.fn();
  render(
    <>
      <InvitePopup submit={submit} cancel={cancel} />
      <Toaster />
    </>,
  );
  act(() => flowStore.set({ inviteOpen: true }));
  return { submit, cancel };
}

describe('invite-code popup (spec sections 2 and 5)', () => {
  it('is hidden until the login answers 1001', () => {
    render(<InvitePopup />);
    expect(screen.queryByTestId(TEST_IDS.invitePopup)).toBeNull();
    act(() => flowStore.set({ inviteOpen: true }));
    expect(screen.getByTestId(TEST_IDS.invitePopup)).toBeTruthy();
  });

  it('a tap outside does not close it', async () => {
    const { cancel } = renderOpen();
    fireEvent.click(await screen.findByTestId(TEST_IDS.popupOverlay));
    fireEvent.click(screen.getByTestId(TEST_IDS.popupContainer));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByTestId(TEST_IDS.invitePopup).dataset.phase).not.toBe('leaving');
  });

  it("an empty code shows the 'enter invite code' toast and does not log in", async () => {
    // The real submit: it refuses the empty code before anything else.
    renderOpen(submitInviteCode);
    fireEvent.change(screen.getByTestId(TEST_IDS.inviteInput), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId(TEST_IDS.inviteConfirm));
    expect(await screen.findByText('Enter an invitation code')).toBeTruthy();
    expect(flowStore.get().inviteOpen).toBe(true);
  });

  it('confirm sends the typed code', async () => {
    const { submit } = renderOpen();
    fireEvent.change(screen.getByTestId(TEST_IDS.inviteInput), { target: { value: 'GEN3SIS8' } });
    fireEvent.click(screen.getByTestId(TEST_IDS.inviteConfirm));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('GEN3SIS8'));
  });

  it('its close button gives up the sign-in', () => {
    const { cancel } = renderOpen();
    fireEvent.click(screen.getByTestId(TEST_IDS.popupClose));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
