import type { Swap, SwapIdBody, swapCancelRoute } from '@xbond/shared/api/swap';
import { keyedCall } from '@/lib/api-client';

export const SWAP_CANCEL_URL: (typeof swapCancelRoute)['url'] = '/api/v2/swap/cancel';

/** A Pending Exchange swap leaves its queue; its input returns to available. */
export const cancelSwap = keyedCall<SwapIdBody, Swap>(SWAP_CANCEL_URL);
