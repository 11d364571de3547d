import type { Queryable } from '../db/db';
import { AppError } from '../errors';

/** One operator action as the trail keeps it (migration 022). */
export interface AuditEntry {
  /** The operator's lowercase address (request.operator). */
  actor: string;
  /** `pool.fund`, `suspense.assign`, `pause.set`...: a dotted name, lowercase first. */
  action: string;
  /** What was acted on: a pool, a deposit, a setting's name. */
  target: string;
  /** The value before and after, as JSON; null when there was none (a new row). */
  before: unknown;
  after: unknown;
  /** Why, as the operator typed it. */
  reason: string;
  /** On the product's clock (demo time moves it). */
  at: Date;
}

export const REASON_MAX = 1000;

/**
 * Writes the trail's row for an operator action. Call it with the transaction that makes the
 * action's effect, so the row and the effect commit or roll back together: never one alone.
 * A blank reason is refused before anything is written.
 */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<string> {
  const reason = entry.reason.trim();
  if (!reason || reason.length > REASON_MAX) throw new AppError('adminReasonRequired');
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO admin_audit (at, actor, action, target, before, after, reason)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
    [
      entry.at,
      entry.actor.toLowerCase(),
      entry.action,
      entry.target,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      reason,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('admin_audit insert returned no row');
  return id;
}
