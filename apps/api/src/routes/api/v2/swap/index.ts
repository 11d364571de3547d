import {
  swapCancelRoute,
  swapExchangeRoute,
  swapListRoute,
  swapQuoteRoute,
} from '@xbond/shared/api/swap';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { keyedPost, publicGet, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';
import { cancelPendingSwap } from '#src/swap/cancel';
import { exchangeSwap } from '#src/swap/exchange';
import { quoteSwap } from '#src/swap/quote';
import { listSwaps } from '#src/swap/swaps';
import { swapView } from '#src/swap/view';

/** Flash swap: docs/trading.md. */
export async function swapRoutes(
  app: FastifyInstance,
  { trading, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);
  const { db, book } = trading.money;

  // Public (docs/api.md): a quote is the market's, the same for everyone who asks it.
  publicGet(app, swapQuoteRoute, null, (_viewer, query) => {
    const { from, to, amount, slippageBps } = query;
    const key = `swap/quote:${from}:${to}:${amount}:${slippageBps ?? ''}`;
    return publicReads.get(key, () => quoteSwap(trading, query));
  });
  keyedPost(app, swapExchangeRoute, session, (userId, body, key) =>
    exchangeSwap(trading, userId, body, key),
  );
  keyedPost(app, swapCancelRoute, session, (userId, body, key) =>
    cancelPendingSwap(trading, userId, body.id, key),
  );
  userGet(app, swapListRoute, session, async (userId, { page, pageSize, status }) => {
    const { items, total } = await listSwaps(db, { userId, status, page, pageSize });
    return { items: items.map((s) => swapView(book, s)), total, page, pageSize };
  });
}
