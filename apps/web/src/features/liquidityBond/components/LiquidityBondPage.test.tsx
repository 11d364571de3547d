/**
 * The liquidity bond screen against a local HTTP server: LP and pools, donate with confirm,
 * a closed pair, the bonds with claim and a forced redemption that shows its penalty first,
 * donation records personal and network-wide.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { en } from '@/testing/messages';
import { LIQUIDITY_BOND_TEST_IDS as B } from '../test-ids';
import { apiRoute, book, freshPage, liquidityBond } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);

async function openPage() {
  window.location.hash = `#${PATHS.liquidityBond}`;
  render(<App />);
  await screen.findByTestId(B.form);
}

describe('liquidity bond page', () => {
  it('not signed in: the terms and the network’s figures; their own asks to connect', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.liquidityBond}`;
    render(<App />);
    expect((await screen.findByTestId(B.connect)).textContent).toContain(en.visitor.seeYours);
    await screen.findByTestId(B.form);
    expect(screen.queryByTestId(B.figure('lp'))).toBeNull();
    expect(screen.getByTestId(B.figure('networkDonated')).textContent).toMatch(/\d/);
    expect(text(B.submit)).toBe(en.topBar.connect);
    expect(requestsTo(server, '/api/v2/flowbond/info')).toHaveLength(0);
    expect(requestsTo(server, '/api/v2/flowbond/list')).toHaveLength(0);
  });

  it('current LP, the pools, the terms with their discount, empty lists', async () => {
    book.info.mine = { ...book.info.mine, principalPool: '2.5', interestPool: '5.25' };
    await openPage();
    expect(text(B.figure('lp'))).toBe('50LP');
    expect(text(B.figure('principalPool'))).toBe('2.5LP');
    expect(text(B.figure('interestPool'))).toBe('5.25X');
    expect(text(B.term(90))).toContain('12% off');
    await screen.findByTestId(B.ordersEmpty);
    await screen.findByTestId(B.recordsEmpty);
  });

  it('donate with confirm; the bond and the personal record appear', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(B.term(60)));
    fireEvent.change(screen.getByTestId(B.amountInput), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId(B.submit));
    const sheet = within(await screen.findByTestId(B.confirmSheet));
    fireEvent.click(sheet.getByTestId(B.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.donationSuccess));
    const [call] = requestsTo(server, '/api/v2/flowbond/donate');
    expect(call?.body).toEqual({ amount: '10', days: 60 });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await screen.findByTestId(B.order('1'));
    await waitFor(() => expect(text(B.figure('lp'))).toBe('40LP'));
    await screen.findByTestId(B.record('1'));
  });

  it("an empty donation says the spec's 'Enter donation amount' and sends nothing", async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(B.submit));
    expect(text(B.amountError)).toBe(en.validation.enterDonationAmount);
    expect(requestsTo(server, '/api/v2/flowbond/donate')).toHaveLength(0);
  });

  it('a closed pair says so and sends nothing', async () => {
    book.info.closed = true;
    await openPage();
    expect(text(B.closed)).toBe(en.liquidityBond.closed);
    expect(screen.getByTestId(B.submit).hasAttribute('disabled')).toBe(true);
    expect(requestsTo(server, '/api/v2/flowbond/donate')).toHaveLength(0);
  });

  it('claim released LP and X; forced redemption shows the penalty before confirming', async () => {
    book.bonds = [
      liquidityBond(2, {
        principalReleased: '1',
        claimableLp: '1',
        claimableX: '2',
        interestReleased: '2',
      }),
      liquidityBond(1),
    ];
    await openPage();
    await screen.findByTestId(B.order('2'));
    expect(text(B.orderField('2', 'claimableLp'))).toBe('1LP');
    fireEvent.click(screen.getByTestId(B.orderClaim('2')));
    await waitFor(() => expect(toastMessages()).toContain(en.result.claimSuccess));
    await waitFor(() => expect(text(B.figure('lp'))).toBe('51LP'));

    fireEvent.click(screen.getByTestId(B.orderRedeem('1')));
    const sheet = within(await screen.findByTestId(B.confirmSheet));
    expect(sheet.getByTestId(B.orderField('1', 'quotePenalty')).textContent).toBe('1LP');
    expect(sheet.getByTestId(B.orderField('1', 'quoteReturned')).textContent).toBe('4LP');
    expect(requestsTo(server, '/api/v2/flowbond/redeem')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(B.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.forcedRedemptionSuccess));
    await waitFor(() => expect(text(B.figure('lp'))).toBe('55LP'));
    await waitFor(() =>
      expect(screen.getByTestId(B.order('1')).getAttribute('data-status')).toBe('redeemed'),
    );
  });

  it('donation records: mine, then network-wide with masked addresses', async () => {
    book.records = [{ ...donationRecordOf('5') }];
    await openPage();
    await screen.findByTestId(B.record('5'));
    fireEvent.click(screen.getByTestId(B.recordsTab('all')));
    await screen.findByTestId(B.records('all'));
    expect(text(B.record('99'))).toContain('0x709…c8');
  });
});

function donationRecordOf(id: string) {
  return {
    id,
    address: '0xf39…266',
    amount: '3',
    days: 30,
    usddValue: '12',
    time: '2025-01-01T00:00:00.000Z',
    status: 'active' as const,
  };
}
