/**
 * The repledge screen against the fake staking API: matured orders and claimable rewards, the
 * part and the term, the expected reward, one confirm that calls repledge; the empty state;
 * the principal already spent.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { apiRoute, fixedOrder, freshPage, staking } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

function renderRepledge() {
  window.location.hash = `#${PATHS.repledge}`;
  return render(<App />);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const part = (value: string) => PLEDGE_TEST_IDS.choice('repledge-part', value);
const toastMessages = () => toast.getAll().map((t) => t.message);

describe('repledge page', () => {
  it('not signed in: the connect prompt', async () => {
    freshPage(server, false);
    renderRepledge();
    expect(await screen.findByTestId(PLEDGE_TEST_IDS.connect)).toBeTruthy();
    expect(requestsTo(server, '/api/v2/pledge/regular/list')).toHaveLength(0);
  });

  it('nothing to repledge: No data available and a way to open a regular pledge', async () => {
    staking.orders = [fixedOrder(1, { claimable: '0' })];
    renderRepledge();
    const empty = await screen.findByTestId(PLEDGE_TEST_IDS.repledgeEmpty);
    expect(empty.textContent).toContain('No data available');
    expect(empty.textContent).toContain(en.pledge.repledge.emptyHint);
    expect(screen.getByTestId(PLEDGE_TEST_IDS.repledgeGoStake).getAttribute('href')).toBe(
      `#${PATHS.pledge}?tab=regular`,
    );
    const [list] = requestsTo(server, '/api/v2/pledge/regular/list');
    expect(list?.url).toContain('repledgeable=true');
  });

  it('a matured order: principal and claimable, a term, the expected reward, one confirm', async () => {
    staking.available = '1000';
    staking.orders = [
      fixedOrder(4, { status: 'matured', claimable: '50', remainingRewardTime: 0 }),
    ];
    renderRepledge();
    const option = await screen.findByTestId(PLEDGE_TEST_IDS.repledgeOrder('4'));
    expect(option.textContent).toContain('Principal1,000X');
    expect(option.textContent).toContain('Claimable reward50X');
    expect(screen.queryByTestId(PLEDGE_TEST_IDS.repledgeSubmit)).toBeNull();
    fireEvent.click(within(option).getByRole('radio'));
    // Both parts by default.
    expect(
      within(await screen.findByTestId(part('both'))).getByRole<HTMLInputElement>('radio').checked,
    ).toBe(true);
    fireEvent.click(
      within(await screen.findByTestId(PLEDGE_TEST_IDS.term(180))).getByRole('radio'),
    );
    // 1,050 X x 0.6% .. 1.0% x 180 days.
    expect(text(PLEDGE_TEST_IDS.rewardMin)).toBe('1,134X');
    expect(text(PLEDGE_TEST_IDS.rewardMax)).toBe('1,890X');
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.repledgeSubmit)).toBe('Repledge 1,050 X'));
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.repledgeSubmit));
    const sheet = within(await screen.findByTestId(PLEDGE_TEST_IDS.confirmSheet));
    expect(requestsTo(server, '/api/v2/pledge/repledge')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Repledge successful'));
    const [sent] = requestsTo(server, '/api/v2/pledge/repledge');
    expect(sent?.body).toEqual({ orderId: '4', days: 180, parts: 'both' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    // Repledged, it is no longer matured: the screen is empty again.
    await screen.findByTestId(PLEDGE_TEST_IDS.repledgeEmpty);
  });

  it("principal spent since maturity: 'Insufficient balance' and no request", async () => {
    staking.available = '999';
    staking.orders = [fixedOrder(5, { status: 'matured', claimable: '50' })];
    renderRepledge();
    fireEvent.click(
      within(await screen.findByTestId(PLEDGE_TEST_IDS.repledgeOrder('5'))).getByRole('radio'),
    );
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.amountError)).toBe('Insufficient balance'));
    const submit = screen.getByTestId(PLEDGE_TEST_IDS.repledgeSubmit);
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(submit);
    expect(screen.queryByTestId(PLEDGE_TEST_IDS.confirmSheet)).toBeNull();
    expect(requestsTo(server, '/api/v2/pledge/repledge')).toHaveLength(0);
    // Its reward alone needs nothing from available.
    fireEvent.click(screen.getByTestId(part('reward')));
    await waitFor(() => expect(screen.queryByTestId(PLEDGE_TEST_IDS.amountError)).toBeNull());
    expect(text(PLEDGE_TEST_IDS.repledgeSubmit)).toBe('Repledge 50 X');
    expect(screen.getByTestId(PLEDGE_TEST_IDS.repledgeSubmit).hasAttribute('disabled')).toBe(false);
  });

  it('a running order offers its claimable reward only; the order keeps running', async () => {
    staking.available = '0';
    staking.orders = [fixedOrder(6, { claimable: '25' })];
    renderRepledge();
    const option = await screen.findByTestId(PLEDGE_TEST_IDS.repledgeOrder('6'));
    expect(option.textContent).not.toContain('Principal');
    expect(option.textContent).toContain('Claimable reward25X');
    fireEvent.click(within(option).getByRole('radio'));
    // One part only: no choice to make.
    await waitFor(() => expect(text(PLEDGE_TEST_IDS.repledgeSubmit)).toBe('Repledge 25 X'));
    expect(screen.queryByTestId(part('both'))).toBeNull();
    expect(screen.getByText(en.pledge.repledge.rewardNote)).toBeTruthy();
    fireEvent.click(screen.getByTestId(PLEDGE_TEST_IDS.repledgeSubmit));
    const sheet = within(await screen.findByTestId(PLEDGE_TEST_IDS.confirmSheet));
    expect(sheet.queryByText(en.pledge.repledge.principal)).toBeNull();
    fireEvent.click(sheet.getByTestId(PLEDGE_TEST_IDS.confirm));
    await waitFor(() => expect(toastMessages()).toContain('Repledge successful'));
    const [sent] = requestsTo(server, '/api/v2/pledge/repledge');
    expect(sent?.body).toEqual({ orderId: '6', days: 30, parts: 'reward' });
    expect(staking.orders.find((o) => o.id === '6')?.status).toBe('active');
  });
});
