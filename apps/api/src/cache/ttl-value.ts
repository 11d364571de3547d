/**
 * One value loaded on demand and reused for `ttlMs`. Concurrent callers during a load share
 * it (one query however many requests arrive at once); a failed load is not kept, so the next
 * caller tries again.
 */
export class TtlValue<T> {
  private value: { data: T; until: number } | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value && this.now() < this.value.until) return Promise.resolve(this.value.data);
    this.loading ??= this.load()
      .then((data) => {
        this.value = { data, until: this.now() + this.ttlMs };
        return data;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
