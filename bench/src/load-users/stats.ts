import { type Kind, type Outcome, UNREADABLE } from './actions';

export interface KindFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadSummary {
  seconds: number;
  /** CPU seconds the users' own process spent making the requests. */
  clientCpu: number;
  requests: number;
  all: KindFigures;
  byKind: Partial<Record<Kind, KindFigures>>;
  /** Answers the product gave on purpose (e.g. insufficientBalance), by "HTTP status/code". */
  refusals: Record<string, number>;
  /**
   * 5xx, 0 for a connection that failed, and answers without an envelope: the load fails when
   * there is any.
   */
  serverErrors: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function figures(ms: number[]): KindFigures {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Collects the outcomes of a run and sums them up. */
export class Recorder {
  private readonly ms = new Map<Kind, number[]>();
  private readonly refusals: Record<string, number> = {};
  private readonly serverErrors: Record<string, number> = {};

  record = (o: Outcome) => {
    const list = this.ms.get(o.kind) ?? [];
    list.push(o.ms);
    this.ms.set(o.kind, list);
    if (o.status === 0 || o.status >= 500) bump(this.serverErrors, String(o.status));
    else if (o.code === UNREADABLE) bump(this.serverErrors, `${o.status} without an envelope`);
    else if (o.status !== 200 || o.code !== 1) bump(this.refusals, `${o.status}/${o.code}`);
  };

  summary(seconds: number, clientCpu: number): LoadSummary {
    const byKind: LoadSummary['byKind'] = {};
    for (const [kind, ms] of this.ms) byKind[kind] = figures(ms);
    const all = figures([...this.ms.values()].flat());
    return {
      seconds,
      clientCpu,
      requests: all.count,
      all,
      byKind,
      refusals: this.refusals,
      serverErrors: this.serverErrors,
    };
  }
}
