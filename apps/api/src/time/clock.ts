import type { Queryable } from '../db/db';

/**
 * The one source of "now" for everything the product decides by time: periods, settlements,
 * expiries, countdowns (docs/time.md). Feature code never calls Date.now().
 */
export interface Clock {
  now(): Date;
}

/** Production: the system clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The local demo's clock: the system clock plus an offset kept in the database, so time moved
 * forward by POST /dev/time stays moved across restarts. It only ever moves forward.
 */
export class DemoClock implements Clock {
  private constructor(private offsetMs: number) {}

  static async load(q: Queryable): Promise<DemoClock> {
    const rows = await q.query<{ offset_ms: string }>('SELECT offset_ms FROM clock');
    return new DemoClock(rows[0] ? Number(rows[0].offset_ms) : 0);
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Moves the clock forward by `ms` and keeps the new offset. */
  async advance(q: Queryable, ms: number): Promise<Date> {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`cannot advance by ${ms} ms`);
    await this.save(q, this.offsetMs + ms);
    return this.now();
  }

  /**
   * Never behind `at`: a chain whose blocks are already later than this clock (its state kept
   * time this database did not) pulls the clock forward, so time never runs backwards.
   */
  async notBefore(q: Queryable, at: Date): Promise<void> {
    const behind = at.getTime() - this.now().getTime();
    if (behind > 0) await this.save(q, this.offsetMs + behind);
  }

  private async save(q: Queryable, offsetMs: number): Promise<void> {
    await q.query(
      `INSERT INTO clock (id, offset_ms) VALUES (TRUE, $1)
       ON CONFLICT (id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms, updated_at = now()`,
      [String(offsetMs)],
    );
    this.offsetMs = offsetMs;
  }
}

/** Unix seconds of a Date, as the chain counts time. */
export const unixSeconds = (at: Date): bigint => BigInt(Math.floor(at.getTime() / 1000));
