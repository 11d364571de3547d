import { useEffect, useRef } from 'react';
import { connect } from './session-flow';
import { useSignedInAddress } from './store';

/**
 * A page's key for its signed-in state: the same for a visitor and the account they sign in
 * with (what they typed stays in the form), a new one when another account takes over (no
 * figure or form of the previous account survives).
 */
export function useAccountKey(): string {
  const address = useSignedInAddress();
  const seen = useRef<{ last: string | null; generation: number }>({ last: null, generation: 0 });
  const lower = address?.toLowerCase() ?? null;
  if (lower && seen.current.last && lower !== seen.current.last) seen.current.generation += 1;
  if (lower) seen.current.last = lower;
  return `account-${seen.current.generation}`;
}

/**
 * An action a visitor started: `then(next)` signs in (the session flow's connect) and runs
 * `next` once an address is signed in, so the form carries on with what was typed. A signed-in
 * user's `then` runs `next` at once.
 */
export function useSignInThen(): (next: () => void) => void {
  const address = useSignedInAddress();
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!address || !pending.current) return;
    const next = pending.current;
    pending.current = null;
    next();
  }, [address]);
  return (next) => {
    if (address) return next();
    pending.current = next;
    void connect();
  };
}
