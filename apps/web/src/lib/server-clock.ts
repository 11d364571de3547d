/**
 * The server's clock as the page sees it (docs/time.md, "The clock"). The server decides
 * expiries and periods by its own time, which in the local demo may be days ahead of the
 * browser's; so every countdown is drawn from the browser's clock plus the offset the last
 * answer carrying `serverTime` gave, ticking each second without asking the server again.
 * A neutral home (lib), not a feature's: every feature's countdowns read it.
 */
import { useSyncExternalStore } from 'react';

interface Sample {
  /** Server time minus browser time, in ms. */
  offsetMs: number;
  /** When the request that brought it was sent (browser time). */
  sentAt: number;
}

let sample: Sample | null = null;
/** The server time the subscribed components show (ms), refreshed on each tick. */
let shown: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/**
 * Keeps the offset from an answer sent at `sentAt` and received at `receivedAt` (browser
 * time). The server read its clock somewhere in between: the midpoint halves the error.
 */
export function syncServerClock(serverTime: string, sentAt: number, receivedAt: number): void {
  // ISO 8601 by the contract. Date.parse rather than the shared toMillis: this module is in
  // the first load (system_info), the shared date module is not.
  const serverMs = Date.parse(serverTime);
  // An older request answered late (a system_info sent before the demo's time moved) must not
  // undo what a newer one said.
  if (Number.isNaN(serverMs) || (sample && sentAt < sample.sentAt)) return;
  sample = { offsetMs: serverMs - (sentAt + receivedAt) / 2, sentAt };
  tick();
}

/** Runs a request whose answer carries `serverTime`, and keeps the offset from it. */
export async function withServerTime<T extends { serverTime: string }>(
  request: () => Promise<T>,
): Promise<T> {
  const sentAt = Date.now();
  const answer = await request();
  syncServerClock(answer.serverTime, sentAt, Date.now());
  return answer;
}

/** The server's time now (epoch ms); null until an answer has told it. */
export function serverNow(): number | null {
  return sample === null ? null : Date.now() + sample.offsetMs;
}

/** Shows the time now, and wakes again at the server's next whole second while watched. */
function tick(): void {
  clearTimeout(timer);
  timer = undefined;
  shown = serverNow();
  for (const listener of listeners) listener();
  if (listeners.size > 0 && shown !== null) timer = setTimeout(tick, 1000 - (shown % 1000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/**
 * The shown time, refreshed when it is a second or more behind (a component mounting while
 * nothing ticked): two reads in a row give the same value, as useSyncExternalStore requires.
 */
function snapshot(): number | null {
  const now = serverNow();
  if (now === null || shown === null || Math.abs(now - shown) >= 1000) shown = now;
  return shown;
}

/** The server's time (epoch ms), re-rendering each second; null until it is known. */
export function useServerNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests start each page load afresh. */
export function resetServerClock(): void {
  sample = null;
  shown = null;
  clearTimeout(timer);
  timer = undefined;
}
