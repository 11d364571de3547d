/**
 * Runs a pass now and then, one at a time: the chain watcher's and the job runner's loop.
 * `tick()` answers a pass that starts after the call: a pass already in flight may have read
 * the chain or the clock before the caller changed them, so one more is queued behind it (at
 * most one, shared by every caller meanwhile).
 */
export class Ticker<T> {
  private current: Promise<T> | null = null;
  private queued: Promise<T> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  tick(): Promise<T> {
    if (!this.current) {
      this.current = this.pass().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.queued ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.tick();
      });
    return this.queued;
  }

  /** Ticks every intervalMs until stop(); a failed pass is reported and retried. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      try {
        await this.tick();
      } catch (error) {
        this.onError(error);
      }
      if (!this.stopped) this.timer = setTimeout(loop, this.intervalMs);
    };
    void loop();
  }

  /** Stops the loop and waits for the passes in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queued?.catch(() => {});
    await this.current?.catch(() => {});
  }
}
