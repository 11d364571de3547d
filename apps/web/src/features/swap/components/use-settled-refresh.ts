import type { SwapList } from '@xbond/shared/api/swap';
import { useEffect, useRef } from 'react';
import { refreshSwap } from '../flows/refresh';

/**
 * A Pending Exchange swap fills on the server, without the user: when one the record showed
 * as pending comes back settled, or leaves the list of pending swaps, the balances and the
 * records are read again too. `list` names the filter: another filter's list starts afresh.
 */
export function useSettledRefresh(address: string, list: string, pages: SwapList[] | undefined) {
  const seen = useRef({ list, pending: new Set<string>() });
  useEffect(() => {
    if (!pages) return;
    const swaps = pages.flatMap((p) => p.items);
    const now = new Set(swaps.filter((s) => s.status === 'pending').map((s) => s.id));
    const before = seen.current.list === list ? seen.current.pending : new Set<string>();
    seen.current = { list, pending: now };
    if ([...before].some((id) => !now.has(id))) void refreshSwap(address);
  }, [address, list, pages]);
}
