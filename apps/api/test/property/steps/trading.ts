// Trading: swaps that fill at once or wait as Pending Exchange (a small treasury), cancels of
// pending swaps, the vortex and the turbine's claims, and prize claims. One swap in five goes
// through the API (quote, then exchange), the others through the service.
import type { SwapAsset, SwapQuote } from '@xbond/shared/api/swap';
import { claimPrize } from '#src/prize/claim';
import { cancelPendingSwap } from '#src/swap/cancel';
import { exchangeSwap } from '#src/swap/exchange';
import { quoteSwap } from '#src/swap/quote';
import { activateVortex } from '#src/turbo/activate';
import { claimTurbine } from '#src/turbo/claim';
import type { User, World } from '../world';
import { get, post } from './http';
import { balanceOf, freshKey, ownRow, type Step } from './step';

const ASSETS: SwapAsset[] = ['X', 'USDD', 'TNB'];

async function swap(w: World, user: User) {
  const from = w.rng.pick(ASSETS);
  const to = w.rng.pick(ASSETS.filter((a) => a !== from));
  const amount = w.rng.amount(3000, 0);
  const http = w.rng.chance(0.2);
  const query = { from, to, amount };
  const quote = http
    ? await get<SwapQuote>(w, user, '/api/v2/swap/quote', query)
    : await quoteSwap(w.trading, query);
  // Now and then a quote the price cannot honour: the exchange is refused.
  const quotedOut = w.rng.chance(0.1)
    ? (Number(quote.amountOut) * 1.2).toFixed(6)
    : quote.amountOut;
  const body = { from, to, amount, quotedOut, slippageBps: w.rng.int(10, 500) };
  if (http) await post(w, user, '/api/v2/swap/exchange', body);
  else await exchangeSwap(w.trading, user.id, body, freshKey());
}

export const tradingSteps: Step[] = [
  {
    kind: 'swap',
    weight: 4,
    async run(w, user) {
      await swap(w, user);
      return true;
    },
  },
  {
    kind: 'swapCancel',
    weight: 1.5,
    async run(w, user) {
      const id = await ownRow(w, 'swaps', user, 'pending');
      if (!id) return false;
      await cancelPendingSwap(w.trading, user.id, id, freshKey());
      return true;
    },
  },
  {
    kind: 'turboActivate',
    weight: 0.5,
    async run(w, user) {
      await activateVortex(w.trading, user.id, freshKey());
      return true;
    },
  },
  {
    kind: 'turboClaim',
    weight: 2,
    async run(w, user) {
      const claimable = await balanceOf(w, user, 'X', 'turbo_claimable');
      // Mostly within what is claimable; now and then more, or a bad amount.
      const amount =
        claimable > 0n && w.rng.chance(0.8)
          ? w.m.app.money.book.format(
              'X',
              1n + ((claimable - 1n) * BigInt(w.rng.int(1, 100))) / 100n,
            )
          : w.rng.amount(300);
      await claimTurbine(w.trading, user.id, amount, freshKey());
      return true;
    },
  },
  {
    kind: 'prizeClaim',
    weight: 1,
    async run(w, user) {
      const id = await ownRow(w, 'prizes', user, 'claimable');
      if (!id) return false;
      await claimPrize(w.trading, user.id, id, freshKey());
      return true;
    },
  },
];
