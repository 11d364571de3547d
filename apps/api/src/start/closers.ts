/**
 * What a start has opened, closed newest first exactly once: on a failed or interrupted start
 * and on stop. A failing close is reported and the rest still run.
 */
export class Closers {
  private readonly stack: (() => Promise<unknown>)[] = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly report: (error: unknown) => void) {}

  add(close: () => Promise<unknown>): void {
    this.stack.push(close);
  }

  closeAll(): Promise<void> {
    this.closing ??= (async () => {
      for (let close = this.stack.pop(); close; close = this.stack.pop()) {
        await close().catch(this.report);
      }
    })();
    return this.closing;
  }
}
