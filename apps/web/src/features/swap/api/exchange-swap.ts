import type { Swap, SwapExchangeBody, swapExchangeRoute } from '@xbond/shared/api/swap';
import { api } from '@/lib/api-client';

export const SWAP_EXCHANGE_URL: (typeof swapExchangeRoute)['url'] = '/api/v2/swap/exchange';

/** Fills now ('completed') or waits as Pending Exchange ('pending') with its input held. */
export const exchangeSwap = (body: SwapExchangeBody, idempotencyKey: string) =>
  api.post<Swap>(SWAP_EXCHANGE_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
