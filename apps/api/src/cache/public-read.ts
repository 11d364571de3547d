import type { ChangeFeed } from '../changes/feed';
import type { Clock } from '../time/clock';

export interface PublicReadCacheOptions {
  /** Longest an answer is served, in real time. */
  ttlMs: number;
  /** Most answers kept (quotes are keyed by their query); the oldest go first. */
  max: number;
  /**
   * What the answers were computed under (the economic settings in force): an answer computed
   * under another is not served, so an operator's change shows at the next read.
   */
  generation?: () => unknown;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  /** The product clock's second it was computed in. */
  second: number;
  until: number;
  generation: unknown;
}

/**
 * The cache of the public reads (docs/api.md, "Public reads"): every visitor's page asks
 * them, so a burst of visitors costs one computation per key. An answer is served at most
 * `ttlMs` of real time and only within the product clock's second it was computed in (the
 * demo clock jumps, and the answers carry server time); any ledger change, here or on
 * another instance (the change feed), forgets everything, so no figure lags a posting.
 * Concurrent callers share one load; a failed load is not kept.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(
    changes: ChangeFeed,
    private readonly clock: Clock,
    private readonly options: PublicReadCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    const clear = () => this.entries.clear();
    changes.listen({ usersChanged: clear, resync: clear, sessionChanged: () => {} });
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const second = Math.floor(this.clock.now().getTime() / 1000);
    const generation = this.options.generation?.();
    const hit = this.entries.get(key);
    if (hit && hit.second === second && hit.generation === generation && this.now() < hit.until) {
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { value, second, generation, until: this.now() + this.options.ttlMs };
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, entry);
    if (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
