/**
 * PostgreSQL NOTIFY channels the API's caches follow (docs/caching.md). Every database
 * connection LISTENs on all of them, so a change committed through a connection of this
 * process is delivered to it before the committing statement resolves, and changes from other
 * instances arrive on whichever connection is open.
 */
export const CHANNELS = {
  /** A session was revoked or its expiry changed (a trigger, migrations/003): its token hash. */
  sessions: 'xbond_sessions',
  /** Users whose wallet changed, published by an instance (changes/feed.ts). */
  users: 'xbond_users',
  /** A pause switch or a settings version changed (a trigger, migrations/025): the table. */
  switches: 'xbond_switches',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export const CHANNEL_NAMES: readonly Channel[] = Object.values(CHANNELS);

export interface NotificationHandlers {
  notify(channel: string, payload: string): void;
  /** Notifications may have been missed (every connection was lost): forget what you cached. */
  resync(): void;
}

/** Fans notifications out to the subscribed handlers; a throwing handler hurts no other. */
export class NotificationHub {
  private readonly handlers = new Set<NotificationHandlers>();

  subscribe(handlers: NotificationHandlers): () => void {
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }

  notify(channel: string, payload: string): void {
    for (const h of this.handlers) guard(() => h.notify(channel, payload));
  }

  resync(): void {
    for (const h of this.handlers) guard(() => h.resync());
  }
}

function guard(fn: () => void) {
  try {
    fn();
  } catch (error) {
    // A handler must not break the connection that delivered the message.
    console.error('notification handler failed:', error);
  }
}
