export interface ReadCacheOptions {
  /** Longest an entry is served; 0 = never cached. */
  ttlMs: number;
  /** Most entries kept; the oldest go first. */
  max: number;
  now?: () => number;
}

/**
 * A bounded in-memory cache of database reads that never keeps a value older than a change it
 * was told about. The race it closes: a read starts, a change commits and invalidates, then the
 * read (of the old state) finishes and would store it. So a reader takes a `ticket` before
 * reading, and `set` refuses the value when its key was invalidated after that ticket.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  /** The sequence number of each key's last invalidation. */
  private readonly changed = new Map<K, number>();
  private seq = 0;
  /** Invalidations forgotten to stay bounded count as this recent. */
  private floor = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Take before reading what `set` will store. */
  ticket(): number {
    return this.seq;
  }

  /** Stores `value` until `until` (capped by the TTL) unless `key` changed since `ticket`. */
  set(key: K, value: V, ticket: number, until = Number.POSITIVE_INFINITY): void {
    if ((this.changed.get(key) ?? this.floor) > ticket) return;
    const expires = Math.min(until, this.now() + this.options.ttlMs);
    if (expires <= this.now()) return;
    this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.entries.set(key, { value, until: expires });
    if (this.entries.size > this.options.max) this.dropOldest(this.entries);
  }

  invalidate(key: K): void {
    this.seq++;
    this.entries.delete(key);
    this.changed.delete(key);
    this.changed.set(key, this.seq);
    const dropped = this.changed.size > this.options.max ? this.dropOldest(this.changed) : null;
    if (dropped !== null) this.floor = Math.max(this.floor, dropped);
  }

  clear(): void {
    this.seq++;
    this.floor = this.seq;
    this.entries.clear();
    this.changed.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private dropOldest<T>(map: Map<K, T>): T | null {
    const oldest = map.keys().next();
    if (oldest.done) return null;
    const value = map.get(oldest.value) as T;
    map.delete(oldest.value);
    return value;
  }
}
