import {
  swapCancelRoute,
  swapExchangeRoute,
  swapListRoute,
  swapQuoteRoute,
} from '@xbond/shared/api/swap';
import { featureRoutes, pageAnswer } from '#src/routes/user-routes';
import { cancelPendingSwap } from '#src/swap/cancel';
import { exchangeSwap } from '#src/swap/exchange';
import { quoteSwap } from '#src/swap/quote';
import { listSwaps } from '#src/swap/swaps';
import { swapView } from '#src/swap/view';

/** Flash swap: docs/trading.md. */
export const swapRoutes = featureRoutes((r, { trading }) => {
  const { db, book } = trading.money;

  // Public (docs/api.md): a quote is the market's, the same for everyone who asks it.
  r.cached(
    swapQuoteRoute,
    (q) => `swap/quote:${q.from}:${q.to}:${q.amount}:${q.slippageBps ?? ''}`,
    (query) => quoteSwap(trading, query),
  );
  r.keyed(swapExchangeRoute, (userId, body, key) => exchangeSwap(trading, userId, body, key));
  r.keyed(swapCancelRoute, (userId, { id }, key) => cancelPendingSwap(trading, userId, id, key));
  r.get(swapListRoute, (userId, query) =>
    pageAnswer(query, listSwaps(db, { userId, ...query }), (items) =>
      items.map((s) => swapView(book, s)),
    ),
  );
});
