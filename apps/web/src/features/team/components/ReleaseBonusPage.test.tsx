/**
 * The bonus release screen with the real API client against a local HTTP server: the plans
 * with the donation each needs for the typed amount (asked once typing pauses), the chosen
 * plan's daily release, end and schedule, starting a plan after confirming, the plan list,
 * withdrawing released bonus; every message said before anything is sent; plans closed.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { TEAM_TEST_IDS as T } from '../test-ids';
import { apiRoute, book, freshPage, schemes } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const quotesAsked = () => requestsTo(server, '/api/v2/common/get_donate_num');

async function openPage() {
  window.location.hash = `#${PATHS.releaseBonus}`;
  render(<App />);
  await screen.findByTestId(T.releaseSubmit);
}

describe('bonus release page', () => {
  it('not signed in: the connect prompt, nothing asked', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.releaseBonus}`;
    render(<App />);
    expect((await screen.findByTestId(T.connect)).textContent).toContain(
      en.team.releasePlan.connectTitle,
    );
    expect(requestsTo(server, '/api/v2/team/info')).toHaveLength(0);
  });

  it('the bonus, the three plans in words, no plans yet', async () => {
    await openPage();
    expect(text(T.figure('locked'))).toBe('4.5X');
    expect(text(T.figure('withdrawable'))).toBe('0X');
    expect(text(T.plan('linear'))).toContain('No donation: released daily over 100 days');
    expect(text(T.plan('donate20'))).toContain('Donate 20%: released over 20 days');
    expect(text(T.plan('donate50'))).toContain('Donate 50%: released at once');
    expect(text(T.amountBalance)).toBe('Locked: 4.5 X');
    await screen.findByTestId(T.plansEmpty);
    expect(screen.queryByTestId(T.plansClosed)).toBeNull();
  });

  it('nothing typed and no plan: the combined message; then each one alone', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.releaseSubmit));
    expect(text(T.amountError)).toBe(en.team.releasePlan.enterAmountAndPlan);
    fireEvent.click(screen.getByTestId(T.plan('linear')));
    await waitFor(() => expect(text(T.amountError)).toBe(en.validation.enterDonationAmount));
    type(T.amountInput, '2');
    expect(screen.queryByTestId(T.amountError)).toBeNull();
    type(T.amountInput, '9');
    expect(text(T.amountError)).toBe(en.validation.insufficientBalance);
    type(T.amountInput, '1.2.3');
    expect(text(T.amountError)).toBe(en.validation.enterValidAmount);
    expect(requestsTo(server, '/api/v2/team/release')).toHaveLength(0);
  });

  it('a plan is required: "Select a donation plan"', async () => {
    await openPage();
    type(T.amountInput, '2');
    fireEvent.click(screen.getByTestId(T.releaseSubmit));
    expect(await screen.findByText(en.validation.selectDonationPlan)).toBeTruthy();
    expect(screen.queryByTestId(T.confirmSheet)).toBeNull();
  });

  it('the donation each plan needs, asked once typing pauses', async () => {
    await openPage();
    type(T.amountInput, '1');
    type(T.amountInput, '4');
    await waitFor(() => expect(text(T.planDonation('donate50'))).toBe('2X'));
    expect(text(T.planDonation('donate20'))).toBe('0.8X');
    expect(text(T.planDonation('linear'))).toBe('0X');
    // One quote per plan, for the settled amount only.
    expect(quotesAsked().map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/v2/common/get_donate_num?scheme=linear&amount=4',
        '/api/v2/common/get_donate_num?scheme=donate20&amount=4',
        '/api/v2/common/get_donate_num?scheme=donate50&amount=4',
      ]),
    );
    // Nothing for the amount typed on the way (a plan's row may ask its quote again when it
    // mounts anew, e.g. after a slow first read of the page's data).
    expect(quotesAsked().filter((r) => !r.url.endsWith('&amount=4'))).toEqual([]);
  });

  it('the chosen plan: donation, daily release, end, the schedule as 20 bars', async () => {
    await openPage();
    type(T.amountInput, '4');
    fireEvent.click(screen.getByTestId(T.plan('donate20')));
    await screen.findByTestId(T.quote);
    expect(text(T.quoteFigure('donation'))).toBe('0.8X');
    expect(text(T.quoteFigure('release'))).toBe('3.2X');
    expect(text(T.quoteFigure('daily'))).toBe('0.16X');
    expect(screen.getByTestId(T.chart).getAttribute('data-bars')).toBe('20');
    expect(screen.getByTestId(T.chart).querySelectorAll('rect')).toHaveLength(20);
  });

  it('start a plan after confirming: its Idempotency-Key, the toast, the list and figures', async () => {
    await openPage();
    type(T.amountInput, '4');
    fireEvent.click(screen.getByTestId(T.plan('donate50')));
    await screen.findByTestId(T.quote);
    expect(text(T.quoteFigure('daily'))).toBe(en.team.releasePlan.atOnce);
    fireEvent.click(screen.getByTestId(T.releaseSubmit));
    const sheet = within(await screen.findByTestId(T.confirmSheet));
    fireEvent.click(sheet.getByTestId(T.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.donationSuccess));
    const [call] = requestsTo(server, '/api/v2/team/release');
    expect(call?.body).toEqual({ scheme: 'donate50', amount: '4' });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await screen.findByTestId(T.planItem('1'));
    expect(text(T.planField('1', 'status'))).toBe(en.team.releasePlan.status.done);
    expect(text(T.planField('1', 'released'))).toBe('2X');
    await waitFor(() => expect(text(T.figure('locked'))).toBe('0.5X'));
    expect(text(T.figure('withdrawable'))).toBe('2X');
  });

  it('the linear plan says it started', async () => {
    await openPage();
    type(T.amountInput, '1');
    fireEvent.click(screen.getByTestId(T.plan('linear')));
    await screen.findByTestId(T.quote);
    fireEvent.click(screen.getByTestId(T.releaseSubmit));
    fireEvent.click(within(await screen.findByTestId(T.confirmSheet)).getByTestId(T.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.team.releasePlan.started));
    await waitFor(() => expect(text(T.figure('releasing'))).toBe('1X'));
  });

  it('donation plans closed: said, and only the plan without a donation can be chosen', async () => {
    book.schemes = schemes(false);
    await openPage();
    expect(text(T.plansClosed)).toBe(en.team.releasePlan.closed);
    const closed = screen.getByTestId(T.plan('donate20')).querySelector('input');
    expect(closed?.disabled).toBe(true);
    expect(text(T.planDonation('donate20'))).toBe(en.team.releasePlan.planClosed);
  });

  it('withdraw: nothing released says so and sends nothing', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.withdrawSubmit));
    expect(text(T.withdrawError)).toBe(en.validation.noIncome);
    expect(requestsTo(server, '/api/v2/team/withdraw')).toHaveLength(0);
  });

  it('withdraw released bonus to available after confirming', async () => {
    book.info = { ...book.info, withdrawable: '3' };
    await openPage();
    fireEvent.click(screen.getByTestId(T.withdrawSubmit));
    expect(text(T.withdrawError)).toBe(en.validation.enterAmount);
    type(T.withdrawInput, '5');
    expect(text(T.withdrawError)).toBe(en.validation.insufficientBalance);
    fireEvent.click(screen.getByTestId(T.withdrawMax));
    fireEvent.click(screen.getByTestId(T.withdrawSubmit));
    fireEvent.click(within(await screen.findByTestId(T.confirmSheet)).getByTestId(T.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.withdrawSuccess));
    const [call] = requestsTo(server, '/api/v2/team/withdraw');
    expect(call?.body).toEqual({ amount: '3' });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await waitFor(() => expect(text(T.figure('withdrawable'))).toBe('0X'));
  });
});
