import type {
  AdminSettings,
  AdminSettingsBody,
  AdminSwitchBody,
  AdminSwitches,
  SettingEffective,
} from '@xbond/shared/api/switches';
import { PERIOD_KINDS, periodAt } from '@xbond/shared/periods';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../errors';
import type { Clock } from '../time/clock';
import type { LiveSettings } from './live';
import type { FeatureSwitches } from './switches';

/** Who acts: the signed-in operator. */
export interface Operator {
  userId: string;
  address: string;
}

/** One audited change, written by the caller's audit trail in the change's own transaction. */
export interface OperatorChange {
  action: 'pause.set' | 'settings.change';
  /** A feature, or the settings changed (comma-separated). */
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}
export type WriteChange = (tx: Queryable, change: OperatorChange) => Promise<void>;

export interface OperatorDeps {
  db: Db;
  clock: Clock;
  settings: LiveSettings;
  switches: FeatureSwitches;
}

/**
 * Claims an operator's Idempotency-Key in `tx`: false when a request with it was already done
 * (its change stays the only one). A concurrent twin waits on the key's row, then sees it.
 */
async function claimKey(tx: Queryable, key: string, action: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO operator_requests (key, action, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, action, at],
  );
  return rows.length > 0;
}

export function switchesView(switches: FeatureSwitches): AdminSwitches {
  return {
    switches: switches.all().map((s) => ({
      feature: s.feature,
      paused: s.paused,
      changedAt: s.changedAt?.toISOString() ?? null,
      changedBy: s.changedBy,
    })),
  };
}

/** Pauses or resumes one feature, audited; every instance follows on the commit's NOTIFY. */
export async function setSwitch(
  deps: OperatorDeps,
  operator: Operator,
  body: AdminSwitchBody,
  idempotencyKey: string,
  audit: WriteChange,
): Promise<AdminSwitches> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await claimKey(tx, `${operator.userId}:${idempotencyKey}`, 'switch', now))) return;
    const [row] = await tx.query<{ paused: boolean }>(
      'SELECT paused FROM feature_switches WHERE feature = $1 FOR UPDATE',
      [body.feature],
    );
    await tx.query(
      `INSERT INTO feature_switches (feature, paused, changed_at, changed_by)
         VALUES ($1, $2, $3, $4)
       ON CONFLICT (feature) DO UPDATE
         SET paused = EXCLUDED.paused, changed_at = EXCLUDED.changed_at,
             changed_by = EXCLUDED.changed_by`,
      [body.feature, body.paused, now, operator.address],
    );
    await audit(tx, {
      action: 'pause.set',
      target: body.feature,
      before: { paused: row?.paused ?? false },
      after: { paused: body.paused },
      reason: body.reason,
    });
  });
  await deps.switches.reload();
  return switchesView(deps.switches);
}

/** The instant a change chosen as `effective` starts: now, or the next period's start. */
export function effectiveInstant(effective: SettingEffective, now: Date): Date {
  return effective === 'now' ? now : periodAt(effective, now).end;
}

export function settingsView(deps: Pick<OperatorDeps, 'clock' | 'settings'>): AdminSettings {
  const now = deps.clock.now();
  return {
    current: deps.settings.valuesAt(now),
    environment: deps.settings.environmentValues(),
    versions: deps.settings.versions().map((v) => ({
      id: v.id,
      effectiveAt: v.effectiveAt.toISOString(),
      changes: v.changes,
      createdAt: v.createdAt.toISOString(),
      createdBy: v.createdBy,
      reason: v.reason,
    })),
    nextBoundaries: Object.fromEntries(
      PERIOD_KINDS.map((kind) => [kind, periodAt(kind, now).end.toISOString()]),
    ),
    serverTime: now.toISOString(),
  };
}

/**
 * A new version of some economic settings from the chosen instant on, validated whole as the
 * start validates the environment (with every version already scheduled after it), audited.
 * Refused with nothing written when any value is out of its range.
 */
export async function changeSettings(
  deps: OperatorDeps,
  operator: Operator,
  body: AdminSettingsBody,
  idempotencyKey: string,
  audit: WriteChange,
): Promise<AdminSettings> {
  const now = deps.clock.now();
  const effectiveAt = effectiveInstant(body.effective, now);
  const changes = Object.fromEntries(
    Object.entries(body.changes).map(([name, value]) => [name, value.trim()]),
  );
  if (Object.keys(changes).length === 0)
    throw new AppError('settingInvalid', ['nothing to change']);
  await deps.db.transaction(async (tx) => {
    // One change at a time: each is validated against every version before it.
    await tx.query('LOCK TABLE setting_versions IN SHARE ROW EXCLUSIVE MODE');
    if (!(await claimKey(tx, `${operator.userId}:${idempotencyKey}`, 'settings', now))) return;
    await deps.settings.load(tx);
    const problems = deps.settings.problems(changes, effectiveAt);
    if (problems) throw new AppError('settingInvalid', [problems]);
    const before = deps.settings.valuesAt(effectiveAt);
    await tx.query(
      `INSERT INTO setting_versions (effective_at, changes, created_at, created_by, reason)
         VALUES ($1, $2, $3, $4, $5)`,
      [effectiveAt, JSON.stringify(changes), now, operator.address, body.reason],
    );
    await audit(tx, {
      action: 'settings.change',
      target: Object.keys(changes).join(','),
      before: Object.fromEntries(
        Object.keys(changes).map((n) => [n, before[n as keyof typeof before]]),
      ),
      after: { ...changes, effectiveAt: effectiveAt.toISOString() },
      reason: body.reason,
    });
  });
  await deps.settings.reload();
  return settingsView(deps);
}
