import {
  swapCancelRoute,
  swapExchangeRoute,
  swapListRoute,
  swapQuoteRoute,
} from '@xbond/shared/api/swap';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { cancelPendingSwap } from '../../../../swap/cancel';
import { exchangeSwap } from '../../../../swap/exchange';
import { quoteSwap } from '../../../../swap/quote';
import { listSwaps } from '../../../../swap/swaps';
import { swapView } from '../../../../swap/view';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Flash swap: business-rules 8, docs/trading.md. */
export async function swapRoutes(
  app: FastifyInstance,
  { trading, sessions, publicReads }: AppDeps,
) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);
  const { db, book } = trading.money;

  r.get(
    swapQuoteRoute.url,
    {
      schema: {
        querystring: swapQuoteRoute.querystring,
        response: { 200: swapQuoteRoute.response },
      },
    },
    // Public (docs/api.md): a quote is the market's, the same for everyone who asks it.
    async (request) => {
      const { from, to, amount, slippageBps } = request.query;
      const key = `swap/quote:${from}:${to}:${amount}:${slippageBps ?? ''}`;
      return ok(await publicReads.get(key, () => quoteSwap(trading, request.query)));
    },
  );

  r.post(
    swapExchangeRoute.url,
    {
      schema: {
        headers: swapExchangeRoute.headers,
        body: swapExchangeRoute.body,
        response: { 200: swapExchangeRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await exchangeSwap(
          trading,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.post(
    swapCancelRoute.url,
    {
      schema: {
        headers: swapCancelRoute.headers,
        body: swapCancelRoute.body,
        response: { 200: swapCancelRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await cancelPendingSwap(
          trading,
          sessionUserId(request),
          request.body.id,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    swapListRoute.url,
    {
      schema: { querystring: swapListRoute.querystring, response: { 200: swapListRoute.response } },
      preHandler,
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const userId = sessionUserId(request);
      const { items, total } = await listSwaps(db, { userId, status, page, pageSize });
      return ok({ items: items.map((s) => swapView(book, s)), total, page, pageSize });
    },
  );
}
