/**
 * Fixed-window request counters in this process's memory, synchronous: the per-token/per-IP
 * limit of a single instance costs no promise per request. A key's window starts at its
 * first request and lasts `windowMs`, as @fastify/rate-limit's in-memory store counts.
 */
export class RateWindow {
  /** Each key's window, oldest first (a Map keeps insertion order). */
  private readonly windows = new Map<string, { count: number; start: number }>();

  constructor(
    private readonly windowMs: number,
    /** Most keys kept; past it, ended windows are dropped, then the oldest. */
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`: its count in the window and the ms left in it. */
  hit(key: string): { count: number; ttlMs: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.start + this.windowMs <= now) {
      // A new window goes last: the Map's order stays the windows' start order.
      this.windows.delete(key);
      window = { count: 0, start: now };
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.dropEnded(now);
    }
    window.count++;
    return { count: window.count, ttlMs: window.start + this.windowMs - now };
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops the ended windows (the oldest, first in order), then the oldest if still too many. */
  private dropEnded(now: number) {
    for (const [key, window] of this.windows) {
      if (window.start + this.windowMs > now && this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
