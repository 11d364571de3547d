import type { PrizePeriod } from '@xbond/shared/api/prize';
import type { Queryable } from '../db/db';

export interface Standing {
  userId: string;
  address: string;
  /** USDD base units. */
  volume: bigint;
  updatedAt: Date;
}

/**
 * The period's first `limit` traders: by volume, equal volumes by who reached theirs first.
 * The first `limit` entries of prize_volumes_rank_idx, whatever the number of swaps.
 */
export async function topRanking(
  q: Queryable,
  kind: PrizePeriod,
  start: Date,
  limit: number,
): Promise<Standing[]> {
  const rows = await q.query<{ user_id: string; address: string; volume: string; at: Date }>(
    `SELECT v.user_id, u.address, v.volume, v.updated_at AS at
     FROM prize_volumes v JOIN users u ON u.id = v.user_id
     WHERE v.kind = $1 AND v.period_start = $2
     ORDER BY v.volume DESC, v.seq LIMIT $3`,
    [kind, start.toISOString(), limit],
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    address: r.address,
    volume: BigInt(r.volume),
    updatedAt: new Date(r.at),
  }));
}

/**
 * One trader's volume and rank in the period (null without a swap in it): 1 + the traders of
 * the buckets above theirs (a sum over prize_buckets) + those ahead of them in their own bucket
 * (more volume, or the same reached earlier: a short range of prize_volumes_bucket_idx). Never
 * a count of the whole period.
 */
export async function userStanding(
  q: Queryable,
  kind: PrizePeriod,
  start: Date,
  userId: string,
): Promise<{ volume: bigint; rank: number } | null> {
  const rows = await q.query<{ volume: string; rank: string }>(
    `SELECT me.volume,
       1 + (SELECT COALESCE(SUM(b.traders), 0) FROM prize_buckets b
            WHERE b.kind = $1 AND b.period_start = $2 AND b.bucket > me.bucket)
         + (SELECT count(*) FROM prize_volumes v
            WHERE v.kind = $1 AND v.period_start = $2 AND v.bucket = me.bucket
              AND (v.volume > me.volume OR (v.volume = me.volume AND v.seq < me.seq)))
         AS rank
     FROM prize_volumes me WHERE me.kind = $1 AND me.period_start = $2 AND me.user_id = $3`,
    [kind, start.toISOString(), userId],
  );
  const row = rows[0];
  return row ? { volume: BigInt(row.volume), rank: Number(row.rank) } : null;
}
