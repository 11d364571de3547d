// Which step kinds succeeded at least once, and which refusals were met: the test asserts
// every kind was reached, so a generator that silently stops exercising a feature fails.

export class Reached {
  private readonly done = new Map<string, number>();
  private readonly refused = new Map<string, number>();
  /** Milliseconds spent per step kind (its checks under 'check'): where a slow run's time goes. */
  private readonly spent = new Map<string, number>();

  /** Seconds spent after every so many steps. */
  private readonly marks: string[] = [];

  progress(steps: number, ms: number): void {
    this.marks.push(`${steps} ${(ms / 1000).toFixed(1)} s`);
  }

  took(kind: string, ms: number): void {
    this.spent.set(kind, (this.spent.get(kind) ?? 0) + ms);
  }

  succeeded(kind: string): void {
    this.done.set(kind, (this.done.get(kind) ?? 0) + 1);
  }

  refusedWith(error: string): void {
    this.refused.set(error, (this.refused.get(error) ?? 0) + 1);
  }

  /** The kinds of `all` that never succeeded. */
  missing(all: readonly string[]): string[] {
    return all.filter((kind) => !this.done.has(kind));
  }

  /** The refusals of `wanted` never met. */
  unmet(wanted: readonly string[]): string[] {
    return wanted.filter((error) => !this.refused.has(error));
  }

  /** One line per kind and refusal with its count, for the run's summary. */
  summary(): string {
    const line = (m: Map<string, number>) =>
      [...m.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
    const ms = new Map([...this.spent].map(([k, v]) => [k, Math.round(v)]));
    return [
      `done: ${line(this.done)}`,
      `refused: ${line(this.refused)}`,
      `ms: ${line(ms)}`,
      `progress: ${this.marks.join(', ')}`,
    ].join('\n');
  }
}
