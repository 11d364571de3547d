// Flash swap tests: the seeded pairs' curve by hand, and the swap routes as a trader calls them.
import type { FinancialDetail } from '@xbond/shared/api/records';
import type { Swap, SwapQuote } from '@xbond/shared/api/swap';
import { expectOk, type trader, units } from './trading';

type Trader = Awaited<ReturnType<typeof trader>>;

/** The seeded pairs' reserves (base units): 1 X = 0.5 USDD, 1 TNB = 0.2 USDD. */
export const X_PAIR = { token: units('2000000'), usdd: units('1000000') };
export const TNB_PAIR = { token: units('5000000'), usdd: units('1000000') };
/** x*y=k on the input less 0.3%, rounded down: docs/trading.md, by hand. */
export const curve = (net: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (net * reserveOut) / (reserveIn + net);
export const fee = (amount: bigint) => (amount * 30n + 9_999n) / 10_000n;

export const quote = async (api: Trader, q: Record<string, string>) =>
  expectOk<SwapQuote>(await api.get('/api/v2/swap/quote', q));
export const exchange = (api: Trader, body: object, key?: string) =>
  api.post('/api/v2/swap/exchange', body, key);
/** Quotes, then exchanges at that quote. */
export async function swapAtQuote(api: Trader, from: string, to: string, amount: string) {
  const q = await quote(api, { from, to, amount });
  return expectOk<Swap>(await exchange(api, { from, to, amount, quotedOut: q.amountOut }));
}
/** The trader's swaps, newest first. */
export const swaps = async (api: Trader, query: Record<string, string> = {}) =>
  expectOk<{ items: Swap[]; total: number }>(await api.get('/api/v2/swap/list', query));
/** The status of one of the trader's swaps, as its list shows it. */
export const swapStatus = async (api: Trader, id: string) =>
  (await swaps(api)).items.find((s) => s.id === id)?.status;
export const records = async (api: Trader, query: Record<string, string>) =>
  expectOk<FinancialDetail>(await api.get('/api/v2/user/financial_detail', query));
