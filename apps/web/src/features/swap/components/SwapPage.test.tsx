/**
 * The flash swap screen with the real API client against a local HTTP server: the pair and
 * balances, the spec's messages before any request, the live quote as typed (debounced, a
 * stale request aborted), the price impact warning, slippage within its bounds and kept,
 * confirm and exchange at the quote (body checked), a refusal in the server's words, a swap
 * that waits as Pending Exchange and is cancelled from the record; signed out.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { fail } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { apiRoute, book, freshPage } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const QUOTE = '/api/v2/swap/quote';
const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const type = (value: string) =>
  fireEvent.change(screen.getByTestId(S.amountInput), { target: { value } });
const quoteParams = () =>
  requestsTo(server, QUOTE).map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

async function openPage(search = '', balance = 'Available: 1,000 USDD') {
  window.location.hash = `#${PATHS.swap}${search}`;
  render(<App />);
  await screen.findByTestId(S.form);
  await waitFor(() => expect(text(S.balance)).toBe(balance));
}

/** USDD to X, `amount` typed, its quote shown. */
async function quoted(amount: string) {
  await openPage('?from=USDD&to=X');
  type(amount);
  await waitFor(() => expect(screen.queryByTestId(S.quoteFigure('price'))).not.toBeNull());
}

describe('flash swap page', () => {
  it('not signed in: live quotes; the swap button connects; no balance asked', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.swap}?from=USDD&to=X`;
    render(<App />);
    const prompt = await screen.findByTestId(S.connect);
    expect(prompt.textContent).toContain(en.visitor.seeYours);
    await screen.findByTestId(S.form);
    type('100');
    await waitFor(() => expect(screen.queryByTestId(S.quoteFigure('price'))).not.toBeNull());
    expect(text(S.submit)).toBe(en.topBar.connect);
    expect(requestsTo(server, '/api/v2/user/wallet')).toHaveLength(0);
  });

  it('skeleton, then the three assets with their balances; USDD out, the incoming to choose', async () => {
    book.overrides['/api/v2/user/wallet'] = [{ ...apiRoute(walletRequest()), delayMs: 100 }];
    window.location.hash = `#${PATHS.swap}`;
    render(<App />);
    await screen.findByTestId(S.skeleton);
    await screen.findByTestId(S.form);
    expect(text(S.assetBalance('from', 'USDD'))).toBe('1,000');
    expect(text(S.assetBalance('from', 'TNB'))).toBe('50');
    expect(text(S.assetBalance('to', 'X'))).toBe('0');
    const checked = (side: 'from' | 'to', asset: string) =>
      within(screen.getByTestId(S.asset(side, asset)))
        .getByRole('radio')
        .matches(':checked');
    expect(checked('from', 'USDD')).toBe(true);
    expect(['X', 'USDD', 'TNB'].some((a) => checked('to', a))).toBe(false);
    expect(text(S.slippage)).toContain('0.5%');
    expect(text(S.quote)).toContain(en.swap.pickHint);
    fireEvent.click(within(screen.getByTestId(S.asset('to', 'X'))).getByRole('radio'));
    expect(text(S.quote)).toContain(en.swap.quoteHint);
  });

  it("the spec's messages before any request", async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(S.submit));
    expect(text(S.pairError)).toBe(en.validation.selectInCurrency);
    expect(text(S.amountError)).toBe(en.validation.enterOutAmount);
    type('1.2.3');
    expect(text(S.amountError)).toBe(en.validation.enterCorrectAmount);
    type('0');
    expect(text(S.amountError)).toBe(en.validation.enterCorrectAmount);
    type('1000.5');
    expect(text(S.amountError)).toBe(en.validation.insufficientBalance);
    expect(screen.queryByTestId(S.confirmSheet)).toBeNull();
    expect(requestsTo(server, QUOTE)).toHaveLength(0);
  });

  it('one asset on both sides (a hand-made link) asks for the exchange currency', async () => {
    await openPage('?from=X&to=X', 'Available: 0 X');
    expect(text(S.pairError)).toBe(en.validation.selectExchangeCurrency);
    // Choosing the other side's asset swaps the sides instead.
    fireEvent.click(within(screen.getByTestId(S.asset('from', 'USDD'))).getByRole('radio'));
    expect(screen.queryByTestId(S.pairError)).toBeNull();
    fireEvent.click(within(screen.getByTestId(S.asset('to', 'USDD'))).getByRole('radio'));
    expect(window.location.hash).toContain('from=X&to=USDD');
  });

  it('the flip button swaps the sides and Max fills the balance', async () => {
    await openPage('?from=USDD&to=TNB');
    fireEvent.click(screen.getByTestId(S.flip));
    expect(window.location.hash).toContain('from=TNB&to=USDD');
    await waitFor(() => expect(text(S.balance)).toBe('Available: 50 TNB'));
    fireEvent.click(screen.getByTestId(S.amountMax));
    expect((screen.getByTestId(S.amountInput) as HTMLInputElement).value).toBe('50');
    await waitFor(() => expect(text(S.receive)).toBe('9.97USDD'));
  });

  it('a live quote as the user types: asked once typing pauses', async () => {
    book.impactBps = 0;
    await openPage('?from=USDD&to=X');
    type('1');
    type('10');
    type('100');
    await waitFor(() => expect(text(S.receive)).toBe('199.4X'));
    expect(text(S.quoteFigure('price'))).toBe('1\u00a0USDD = 1.994\u00a0X');
    expect(text(S.quoteFigure('fee'))).toBe('0.3USDD');
    expect(text(S.quoteFigure('minimum'))).toBe('198.403X');
    // Below one basis point.
    expect(text(S.quoteFigure('impact'))).toBe('< 0.01%');
    expect(quoteParams()).toEqual([{ from: 'USDD', to: 'X', amount: '100', slippageBps: '50' }]);
    expect(screen.queryByTestId(S.impactWarning)).toBeNull();
    expect(screen.queryByTestId(S.willWait)).toBeNull();
  });

  it("a newer amount aborts the older quote's request; its late answer is never shown", async () => {
    book.overrides[QUOTE] = [{ ...apiRoute(quoteRequest('100')), delayMs: 800 }];
    await openPage('?from=USDD&to=X');
    type('100');
    await waitFor(() => expect(requestsTo(server, QUOTE)).toHaveLength(1));
    type('200');
    await waitFor(() => expect(text(S.receive)).toBe('398.8X'));
    await new Promise((r) => setTimeout(r, 900));
    expect(text(S.receive)).toBe('398.8X');
    const old = { from: 'USDD', to: 'X', amount: '100', slippageBps: 50 };
    expect(queryClient.getQueryData(['swap_quote', old])).toBeUndefined();
  });

  it('warns above the price impact setting, and says when the swap would wait', async () => {
    book.impactBps = 450;
    book.treasury.X = '150';
    await quoted('100');
    expect(text(S.impactWarning)).toContain('4.5%');
    expect(text(S.willWait)).toContain('X');
  });

  it('a refused quote shows in place, without a toast, and blocks the swap', async () => {
    book.overrides[QUOTE] = [
      fail(2403, 'The market price of X could not be read for several minutes.'),
    ];
    await openPage('?from=USDD&to=X');
    type('100');
    expect((await screen.findByTestId(S.quoteRefusal)).textContent).toBe(
      'The market price of X could not be read for several minutes.',
    );
    expect(screen.getByTestId(S.submit).hasAttribute('disabled')).toBe(true);
    expect(toastMessages()).toHaveLength(0);
  });

  it('slippage: presets, a custom value within the bounds only, kept across a reload', async () => {
    await quoted('100');
    fireEvent.click(screen.getByTestId(S.slippageEdit));
    expect(screen.getByTestId(S.slippagePreset(10)).textContent).toBe('0.1%');
    expect(screen.getByTestId(S.slippagePreset(100)).textContent).toBe('1%');
    const custom = (value: string) =>
      fireEvent.change(screen.getByTestId(S.slippageCustom), { target: { value } });
    custom('7');
    expect(text(S.slippageError)).toBe('Slippage must be between 0.1% and 5%');
    custom('0.05');
    expect(text(S.slippageError)).toBe('Slippage must be between 0.1% and 5%');
    expect(text(S.slippage)).toContain('0.5%');
    custom('2');
    expect(screen.queryByTestId(S.slippageError)).toBeNull();
    await waitFor(() => expect(text(S.quoteFigure('minimum'))).toBe('195.412X'));
    expect(quoteParams().at(-1)?.slippageBps).toBe('200');
    fireEvent.click(within(screen.getByTestId(S.slippagePreset(10))).getByRole('radio'));
    await waitFor(() => expect(text(S.quoteFigure('minimum'))).toBe('199.2006X'));

    // A reload keeps the choice.
    cleanup();
    queryClient.clear();
    await openPage('?from=USDD&to=X');
    expect(text(S.slippage)).toContain('0.1%');
  });

  it('confirm, then exchange at the quote with an Idempotency-Key; balances follow', async () => {
    await quoted('100');
    fireEvent.click(screen.getByTestId(S.submit));
    const sheet = within(await screen.findByTestId(S.confirmSheet));
    expect(sheet.getByTestId(S.quoteFigure('receive')).textContent).toBe('199.4X');
    expect(sheet.getByTestId(S.quoteFigure('minimum')).textContent).toBe('198.403X');
    fireEvent.click(sheet.getByTestId(S.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.exchangeSuccess));
    const [exchange] = requestsTo(server, '/api/v2/swap/exchange');
    expect(exchange?.body).toEqual({
      from: 'USDD',
      to: 'X',
      amount: '100',
      quotedOut: '199.4',
      slippageBps: 50,
    });
    expect(exchange?.headers['idempotency-key']).toMatch(/.+/);
    const result = await screen.findByTestId(S.result);
    expect(result.dataset.status).toBe('completed');
    expect(text(S.resultField('received'))).toBe('199.4X');
    await waitFor(() => expect(text(S.balance)).toBe('Available: 900 USDD'));
    expect(text(S.assetBalance('to', 'X'))).toBe('199.4');
    expect((screen.getByTestId(S.amountInput) as HTMLInputElement).value).toBe('');
  });

  it("a price that moved beyond the slippage: refused in the server's words, quote read again", async () => {
    await quoted('100');
    fireEvent.click(screen.getByTestId(S.submit));
    const sheet = within(await screen.findByTestId(S.confirmSheet));
    book.move = '0.9';
    fireEvent.click(sheet.getByTestId(S.confirm));
    await waitFor(() =>
      expect(toastMessages()).toContain('The price moved: this swap would now receive 179.46 X.'),
    );
    expect(book.swaps).toHaveLength(0);
    expect(screen.queryByTestId(S.result)).toBeNull();
    await waitFor(() => expect(text(S.receive)).toBe('179.46X'));
  });

  it('Pending Exchange: explained, linked to the record, cancelled there; the USDD comes back', async () => {
    // Newer browsers answer scrollIntoView with a promise: leaving the page must not take it
    // for the outcome card's cleanup.
    const scroll = vi.fn(() => Promise.resolve());
    Object.assign(Element.prototype, { scrollIntoView: scroll });
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    book.treasury.X = '10';
    await quoted('100');
    fireEvent.click(screen.getByTestId(S.submit));
    fireEvent.click(within(await screen.findByTestId(S.confirmSheet)).getByTestId(S.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.swap.pendingToast));
    const result = await screen.findByTestId(S.result);
    expect(result.dataset.status).toBe('pending');
    expect(result.textContent).toContain(en.records.statuses.pendingExchange);
    expect(result.textContent).toContain('Your 100 USDD is held');
    expect(text(S.resultField('minimum'))).toBe('198.403X');
    expect(scroll).toHaveBeenCalled();
    await waitFor(() => expect(text(S.balance)).toBe('Available: 900 USDD'));

    fireEvent.click(screen.getByTestId(S.resultLink));
    await screen.findByTestId(S.record('1'));
    expect(window.location.hash).toBe(`#${PATHS.swapRecord}?status=pending`);
    fireEvent.click(screen.getByTestId(S.recordCancel('1')));
    const sheet = within(await screen.findByTestId(S.confirmSheet));
    fireEvent.click(sheet.getByTestId(S.confirm));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Swap cancelled: 100 USDD is back in your available balance',
      ),
    );
    const [cancel] = requestsTo(server, '/api/v2/swap/cancel');
    expect(cancel?.body).toEqual({ id: '1' });
    expect(cancel?.headers['idempotency-key']).toMatch(/.+/);
    // The pending filter no longer lists it; the balances were read again.
    await screen.findByTestId(S.recordsEmpty);
    window.location.hash = `#${PATHS.swap}`;
    await waitFor(() => expect(text(S.balance)).toBe('Available: 1,000 USDD'));
  });
});

function walletRequest() {
  return { method: 'GET', url: '/api/v2/user/wallet', headers: {}, body: undefined };
}

function quoteRequest(amount: string) {
  const url = `${QUOTE}?from=USDD&to=X&amount=${amount}&slippageBps=50`;
  return { method: 'GET', url, headers: {}, body: undefined };
}
