import { SETTING_NAMES, type SettingName } from '@xbond/shared/api/switches';
import { ConfigError, type EconomicSettings, economicSettings, parseSettings } from '../config';
import type { Db, Queryable } from '../db/db';
import { CHANNELS } from '../db/notifications';
import type { Clock } from '../time/clock';

export interface SettingVersionRow {
  id: string;
  effectiveAt: Date;
  changes: Record<string, string>;
  createdAt: Date;
  createdBy: string;
  reason: string;
}

interface InForce {
  /** The first instant of this state (the environment's: the epoch). */
  from: Date;
  values: Record<string, string>;
  settings: EconomicSettings;
}

export interface LiveSettingsLog {
  warn(obj: object, msg: string): void;
}

const BEGINNING = new Date(0);

/**
 * The economic settings in force at any instant (docs/operations.md "Switches and settings"):
 * the environment's values, overlaid by each dated version of `setting_versions` whose
 * `effective_at` has come, in order. Every state is validated by the same code as the start
 * (parseSettings + economicSettings). New orders read `current()`; a period's settlement reads
 * `at(period.start)`; an order settled later reads `at(its creation)`, so a change never
 * reaches an order already placed. Every instance reloads the versions when one is added
 * (NOTIFY from a trigger, migrations/025), and on a resync.
 */
export class LiveSettings {
  private states: InForce[];
  private versionRows: SettingVersionRow[] = [];
  private reloading: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Pick<Db, 'query' | 'subscribe'>,
    private readonly environment: Record<string, string>,
    private readonly clock: Clock,
    private readonly log: LiveSettingsLog,
  ) {
    this.states = [
      { from: BEGINNING, values: environment, settings: stateOf(environment, 'environment') },
    ];
    this.unsubscribe = db.subscribe({
      notify: (channel, payload) => {
        if (channel === CHANNELS.switches && payload === 'setting_versions') void this.reload();
      },
      resync: () => void this.reload(),
    });
  }

  /** What new orders and requests use now. */
  current(): EconomicSettings {
    return this.at(this.clock.now());
  }

  /** The settings in force now: a new object whenever a version comes into force or loads. */
  inForce(): object {
    return this.stateAt(this.clock.now());
  }

  /** The settings in force at `at`. */
  at(at: Date): EconomicSettings {
    return this.stateAt(at).settings;
  }

  /** The editable settings' values in force at `at`. */
  valuesAt(at: Date): Record<SettingName, string> {
    const { values } = this.stateAt(at);
    return Object.fromEntries(SETTING_NAMES.map((n) => [n, values[n] ?? ''])) as Record<
      SettingName,
      string
    >;
  }

  environmentValues(): Record<SettingName, string> {
    return Object.fromEntries(SETTING_NAMES.map((n) => [n, this.environment[n] ?? ''])) as Record<
      SettingName,
      string
    >;
  }

  /** Newest first. */
  versions(): readonly SettingVersionRow[] {
    return [...this.versionRows].reverse();
  }

  /**
   * Why `changes` from `effectiveAt` on would be refused, or null: the state at `effectiveAt`
   * and at every later version already scheduled must all pass the start's validation.
   */
  problems(changes: Record<string, string>, effectiveAt: Date): string | null {
    const unknown = Object.keys(changes).filter((n) => !SETTING_NAMES.includes(n as SettingName));
    if (unknown.length) return `not a setting the operator may change: ${unknown.join(', ')}`;
    const rows = [
      ...this.versionRows,
      { id: 'new', effectiveAt, changes, createdAt: effectiveAt, createdBy: '', reason: '' },
    ];
    try {
      buildStates(this.environment, sortVersions(rows));
      return null;
    } catch (error) {
      if (error instanceof ConfigError) return error.message.replace(/\n\s*/g, ' ');
      throw error;
    }
  }

  /** Reads every version again; resolves once this instance uses them. */
  reload(): Promise<void> {
    this.reloading = this.reloading.then(async () => {
      try {
        await this.load(this.db);
      } catch (error) {
        // The states loaded before stay in force until the next change or resync.
        this.log.warn({ err: error }, 'could not reload the settings versions');
      }
    });
    return this.reloading;
  }

  /** At start: a stored version that no longer validates against the environment stops it. */
  async load(q: Pick<Queryable, 'query'>): Promise<void> {
    const rows = await q.query<{
      id: string;
      effective_at: Date;
      changes: Record<string, string>;
      created_at: Date;
      created_by: string;
      reason: string;
    }>(
      `SELECT id::text, effective_at, changes, created_at, created_by, reason
         FROM setting_versions ORDER BY effective_at, id`,
    );
    const versions = rows.map((r) => ({
      id: r.id,
      effectiveAt: new Date(r.effective_at),
      changes: r.changes,
      createdAt: new Date(r.created_at),
      createdBy: r.created_by,
      reason: r.reason,
    }));
    this.states = buildStates(this.environment, versions);
    this.versionRows = versions;
  }

  close(): void {
    this.unsubscribe();
  }

  private stateAt(at: Date): InForce {
    const t = at.getTime();
    for (let i = this.states.length - 1; i > 0; i--) {
      const state = this.states[i] as InForce;
      if (state.from.getTime() <= t) return state;
    }
    return this.states[0] as InForce;
  }
}

function sortVersions(rows: SettingVersionRow[]): SettingVersionRow[] {
  return rows.sort(
    (a, b) =>
      a.effectiveAt.getTime() - b.effectiveAt.getTime() ||
      (a.id === 'new' ? 1 : b.id === 'new' ? -1 : Number(a.id) - Number(b.id)),
  );
}

/** The environment's state, then one state per version in order, each validated whole. */
function buildStates(
  environment: Record<string, string>,
  versions: readonly SettingVersionRow[],
): InForce[] {
  const states: InForce[] = [
    { from: BEGINNING, values: environment, settings: stateOf(environment, 'environment') },
  ];
  let values = environment;
  for (const v of versions) {
    values = { ...values, ...v.changes };
    const state = { from: v.effectiveAt, values, settings: stateOf(values, v.id) };
    // Versions with the same instant: the later one is the state from then on.
    if (states.at(-1)?.from.getTime() === v.effectiveAt.getTime()) states.pop();
    states.push(state);
  }
  return states;
}

function stateOf(values: Record<string, string>, version: string): EconomicSettings {
  try {
    return economicSettings(parseSettings(values));
  } catch (error) {
    if (error instanceof ConfigError && version !== 'environment' && version !== 'new') {
      throw new ConfigError(`Settings version ${version} is invalid here: ${error.message}`);
    }
    throw error;
  }
}
