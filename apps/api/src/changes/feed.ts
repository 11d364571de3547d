import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { CHANNELS } from '../db/notifications';

/** What a cache does about a change. */
export interface ChangeListener {
  /** These users' wallets (balances, pending deposits or withdrawals) changed. */
  usersChanged(userIds: readonly string[]): void;
  /** This session was revoked or re-dated. */
  sessionChanged(tokenHash: string): void;
  /** Changes may have been missed: forget everything. */
  resync(): void;
}

export interface ChangeFeedLog {
  warn(obj: object, msg: string): void;
}

/** Other instances hear of wallet changes this much later, in one NOTIFY per batch. */
const PUBLISH_DELAY_MS = 20;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7000;

/**
 * Tells this process's caches about changes, and other API instances about this one's
 * (docs/caching.md). Wallet changes are announced by the code that commits them (the ledger
 * after each commit, the deposit and withdrawal services): here at once, to other instances
 * in batches on `xbond_users`, because a NOTIFY per ledger operation would serialize
 * PostgreSQL's commits. Session changes come from a trigger on `xbond_sessions`.
 */
export class ChangeFeed {
  /** Marks this instance's own messages, which it has already applied. */
  private readonly origin = randomBytes(6).toString('hex');
  private readonly listeners = new Set<ChangeListener>();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Pick<Db, 'query' | 'subscribe' | 'shared'>,
    private readonly log: ChangeFeedLog,
  ) {
    this.unsubscribe = db.subscribe({
      notify: (channel, payload) => this.received(channel, payload),
      resync: () => this.each((l) => l.resync()),
    });
  }

  listen(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /** After a commit that changed these users' wallets. */
  usersChanged(userIds: Iterable<string>): void {
    const ids = [...userIds];
    if (ids.length === 0) return;
    this.each((l) => l.usersChanged(ids));
    if (!this.db.shared) return;
    for (const id of ids) this.pending.add(id);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.publishing = this.publishing.then(() => this.publish());
    }, PUBLISH_DELAY_MS);
  }

  /** Announces what is pending, then stops listening. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.publishing.then(() => this.publish());
    this.unsubscribe();
  }

  private async publish(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    for (const payload of batches(this.origin, ids)) {
      try {
        await this.db.query('SELECT pg_notify($1, $2)', [CHANNELS.users, payload]);
      } catch (error) {
        // Other instances then serve these wallets until their cache TTL ends.
        this.log.warn({ err: error, users: ids.length }, 'could not announce wallet changes');
      }
    }
  }

  private received(channel: string, payload: string): void {
    if (channel === CHANNELS.sessions) this.each((l) => l.sessionChanged(payload));
    if (channel !== CHANNELS.users) return;
    const [origin, list = ''] = payload.split(':');
    if (origin === this.origin) return;
    const ids = list.split(',').filter((id) => /^\d+$/.test(id));
    if (ids.length > 0) this.each((l) => l.usersChanged(ids));
  }

  private each(fn: (listener: ChangeListener) => void): void {
    for (const listener of this.listeners) fn(listener);
  }
}

/** `origin:id,id,...` payloads, each under PostgreSQL's limit. */
function batches(origin: string, ids: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let length = origin.length + 1;
  for (const id of ids) {
    if (current.length > 0 && length + id.length + 1 > MAX_PAYLOAD) {
      out.push(`${origin}:${current.join(',')}`);
      current = [];
      length = origin.length + 1;
    }
    current.push(id);
    length += id.length + 1;
  }
  if (current.length > 0) out.push(`${origin}:${current.join(',')}`);
  return out;
}
