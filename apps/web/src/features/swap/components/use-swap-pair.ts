import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { useSearchParams } from '@/lib/hash-router';
import type { Pair } from '../pair';

const asset = (value: string | null): SwapAsset | null =>
  SWAP_ASSETS.find((a) => a === value) ?? null;

/**
 * The pair in the URL (`?from=USDD&to=X`): a reload keeps it and other screens can link to a
 * swap. Nothing chosen yet: USDD out, the incoming currency to choose (as exchanges start).
 */
export function useSwapPair(): [Pair, (pair: Pair) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.has('from') || params.has('to');
  const pair: Pair = given
    ? { from: asset(params.get('from')), to: asset(params.get('to')) }
    : { from: 'USDD', to: null };
  const setPair = (next: Pair) => {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search, { replace: true });
  };
  return [pair, setPair];
}
