import type { AuditQuery, AuditRow } from '@xbond/shared/api/admin';
import { toAddress } from '../address';
import type { Queryable } from '../db/db';
import type { AuditEntry } from './audit';

const DAY_MS = 86_400_000;

/**
 * A page of the audit trail, newest first, filtered by action, actor and UTC days (inclusive),
 * with the total and every action the trail holds (the filter's choices). Read only: no API
 * route changes the trail, and the table refuses it anyway (migration 022).
 */
export async function auditPage(
  q: Queryable,
  query: AuditQuery,
): Promise<{
  items: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
  actions: string[];
}> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.action) add('action = ?', query.action);
  if (query.actor) add('actor = ?', query.actor.toLowerCase());
  if (query.from) add('at >= ?', new Date(`${query.from}T00:00:00Z`));
  if (query.to) add('at < ?', new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS));
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count, actions] = await Promise.all([
    q.query<AuditEntry & { id: string }>(
      `SELECT id::text AS id, at, actor, action, target, before, after, reason FROM admin_audit
       ${filter} ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    q.query<{ n: string }>(`SELECT count(*)::text AS n FROM admin_audit ${filter}`, params),
    q.query<{ action: string }>(`SELECT DISTINCT action FROM admin_audit ORDER BY action`),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      at: new Date(r.at).toISOString(),
      actor: toAddress(r.actor),
    })),
    total: Number(count[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    actions: actions.map((a) => a.action),
  };
}
