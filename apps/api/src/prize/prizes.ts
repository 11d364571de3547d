import type { PrizePeriod, PrizeStatus } from '@xbond/shared/api/prize';
import type { Queryable } from '../db/db';
import { readPage } from '../db/page';

/** A prize row (migrations/008_trading.sql) with its winner's address; USDD base units. */
export interface PrizeRow {
  id: string;
  kind: PrizePeriod;
  periodStart: Date;
  rank: number;
  userId: string;
  address: string;
  volume: bigint;
  amount: bigint;
  status: PrizeStatus;
  awardedAt: Date;
  expiresAt: Date;
}

interface Row {
  id: string;
  kind: PrizePeriod;
  period_start: Date;
  rank: number;
  user_id: string;
  address: string;
  volume: string;
  amount: string;
  status: PrizeStatus;
  awarded_at: Date;
  expires_at: Date;
}

const COLUMNS = `p.id, p.kind, p.period_start, p.rank, p.user_id, u.address, p.volume, p.amount,
  p.status, p.awarded_at, p.expires_at`;

const toPrize = (r: Row): PrizeRow => ({
  id: String(r.id),
  kind: r.kind,
  periodStart: new Date(r.period_start),
  rank: r.rank,
  userId: String(r.user_id),
  address: r.address,
  volume: BigInt(r.volume),
  amount: BigInt(r.amount),
  status: r.status,
  awardedAt: new Date(r.awarded_at),
  expiresAt: new Date(r.expires_at),
});

export type NewPrize = Pick<PrizeRow, 'rank' | 'userId' | 'volume' | 'amount'>;

/** A settled period's winners, awarded by one operation. */
export async function insertPrizes(
  q: Queryable,
  p: {
    kind: PrizePeriod;
    start: Date;
    awardedAt: Date;
    expiresAt: Date;
    operationId: string;
    prizes: NewPrize[];
  },
): Promise<void> {
  await q.query(
    `INSERT INTO prizes (kind, period_start, rank, user_id, volume, amount, awarded_at,
       expires_at, operation_id)
     SELECT $1, $2, rank, user_id, volume, amount, $3, $4, $5
     FROM unnest($6::int[], $7::bigint[], $8::numeric[], $9::numeric[])
       AS w (rank, user_id, volume, amount)`,
    [
      p.kind,
      p.start.toISOString(),
      p.awardedAt.toISOString(),
      p.expiresAt.toISOString(),
      p.operationId,
      p.prizes.map((w) => w.rank),
      p.prizes.map((w) => w.userId),
      p.prizes.map((w) => w.volume.toString()),
      p.prizes.map((w) => w.amount.toString()),
    ],
  );
}

/** A prize by id; `lock` holds it (a claim and an expiry never both take it). */
export async function findPrize(q: Queryable, id: string, lock = false): Promise<PrizeRow | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM prizes p JOIN users u ON u.id = p.user_id WHERE p.id = $1
     ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0] ? toPrize(rows[0]) : null;
}

/** Claimable prizes past their expiry, oldest first. */
export async function expiredPrizes(q: Queryable, now: Date, limit: number): Promise<PrizeRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM prizes p JOIN users u ON u.id = p.user_id
     WHERE p.status = 'claimable' AND p.expires_at <= $1
     ORDER BY p.expires_at, p.id LIMIT $2 FOR UPDATE OF p`,
    [now.toISOString(), limit],
  );
  return rows.map(toPrize);
}

/** A claimable prize becomes claimed or expired, by the operation that moved its amount. */
export async function settlePrize(
  q: Queryable,
  id: string,
  s: { status: 'claimed' | 'expired'; at: Date; operationId: string },
): Promise<void> {
  await q.query(
    `UPDATE prizes SET status = $2, settled_at = $3, settle_operation_id = $4
     WHERE id = $1 AND status = 'claimable'`,
    [id, s.status, s.at.toISOString(), s.operationId],
  );
}

/** The winners of a kind's ended periods, newest period first, then by place. */
export async function listPrizes(
  q: Queryable,
  f: { kind: PrizePeriod; page: number; pageSize: number },
): Promise<{ items: PrizeRow[]; total: number }> {
  return readPage(
    q,
    {
      sql: `SELECT ${COLUMNS} FROM prizes p JOIN users u ON u.id = p.user_id WHERE p.kind = $1
       ORDER BY p.period_start DESC, p.rank LIMIT $2 OFFSET $3`,
      params: [f.kind, f.pageSize, (f.page - 1) * f.pageSize],
      item: toPrize,
    },
    { sql: 'SELECT count(*)::text AS total FROM prizes WHERE kind = $1', params: [f.kind] },
  );
}
