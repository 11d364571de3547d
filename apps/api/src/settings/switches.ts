import { PAUSABLE_FEATURES, type PausableFeature } from '@xbond/shared/api/switches';
import type { ErrorName } from '@xbond/shared/errors';
import type { Db, Queryable } from '../db/db';
import { CHANNELS } from '../db/notifications';
import { AppError } from '../errors';
import type { LiveSettingsLog } from './live';

/** The message each paused feature's refusal carries, in the user's language. */
const PAUSED_ERROR: Record<PausableFeature, ErrorName> = {
  pledge: 'pledgePaused',
  reserveBond: 'bondPaused',
  liquidityBond: 'flowBondPaused',
  insurance: 'insurancePaused',
  swap: 'swapPaused',
  turbo: 'turboPaused',
  teamRelease: 'teamReleasePaused',
  withdraw: 'withdrawPaused',
};

export interface SwitchState {
  feature: PausableFeature;
  paused: boolean;
  changedAt: Date | null;
  changedBy: string | null;
}

/**
 * The operator's pause switches (docs/operations.md "Switches and settings"), kept in memory
 * and read again whenever `feature_switches` changes on any instance (NOTIFY from a trigger,
 * migrations/025) or notifications may have been missed. A feature without a row runs.
 */
export class FeatureSwitches {
  private states = new Map<PausableFeature, SwitchState>();
  private reloading: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Pick<Db, 'query' | 'subscribe'>,
    private readonly log: LiveSettingsLog,
  ) {
    this.unsubscribe = db.subscribe({
      notify: (channel, payload) => {
        if (channel === CHANNELS.switches && payload === 'feature_switches') void this.reload();
      },
      resync: () => void this.reload(),
    });
  }

  isPaused(feature: PausableFeature): boolean {
    return this.states.get(feature)?.paused ?? false;
  }

  /** Refuses the request, in the user's language, while `feature` is paused. */
  assertOpen(feature: PausableFeature): void {
    if (this.isPaused(feature)) throw new AppError(PAUSED_ERROR[feature]);
  }

  paused(): PausableFeature[] {
    return PAUSABLE_FEATURES.filter((f) => this.isPaused(f));
  }

  all(): SwitchState[] {
    return PAUSABLE_FEATURES.map(
      (feature) =>
        this.states.get(feature) ?? { feature, paused: false, changedAt: null, changedBy: null },
    );
  }

  reload(): Promise<void> {
    this.reloading = this.reloading.then(async () => {
      try {
        await this.load(this.db);
      } catch (error) {
        // The switches read before stay in force until the next change or resync.
        this.log.warn({ err: error }, 'could not reload the pause switches');
      }
    });
    return this.reloading;
  }

  async load(q: Pick<Queryable, 'query'>): Promise<void> {
    const rows = await q.query<{
      feature: PausableFeature;
      paused: boolean;
      changed_at: Date;
      changed_by: string;
    }>('SELECT feature, paused, changed_at, changed_by FROM feature_switches');
    this.states = new Map(
      rows
        .filter((r) => PAUSABLE_FEATURES.includes(r.feature))
        .map((r) => [
          r.feature,
          {
            feature: r.feature,
            paused: r.paused,
            changedAt: new Date(r.changed_at),
            changedBy: r.changed_by,
          },
        ]),
    );
  }

  close(): void {
    this.unsubscribe();
  }
}
