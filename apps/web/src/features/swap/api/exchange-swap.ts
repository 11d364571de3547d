import type { Swap, SwapExchangeBody, swapExchangeRoute } from '@xbond/shared/api/swap';
import { keyedCall } from '@/lib/api-client';

export const SWAP_EXCHANGE_URL: (typeof swapExchangeRoute)['url'] = '/api/v2/swap/exchange';

/** Fills now ('completed') or waits as Pending Exchange ('pending') with its input held. */
export const exchangeSwap = keyedCall<SwapExchangeBody, Swap>(SWAP_EXCHANGE_URL);
