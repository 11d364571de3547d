import { Int, partSettings } from '../setting-kit';

/** How long a sign-in lasts (docs/security.md). */
export interface SessionSettings {
  tokenTtlHours: number;
  /** A session unused this long ends (its last use is recorded at most once a minute). */
  sessionIdleMinutes: number;
  nonceTtlMinutes: number;
}

/** The sessions' environment variables. */
export const SESSION_SETTINGS = partSettings({
  env: {
    TOKEN_TTL_HOURS: Int(1, 24 * 365, 168),
    // A session unused this long ends before its lifetime (docs/security.md). By default the
    // token's own lifetime (7 days): a weekly visitor is not asked to sign every time.
    SESSION_IDLE_MINUTES: Int(5, 60 * 24 * 365, 60 * 24 * 7),
    NONCE_TTL_MINUTES: Int(1, 60, 10),
  },
  read: (s): SessionSettings => ({
    tokenTtlHours: s.TOKEN_TTL_HOURS,
    sessionIdleMinutes: s.SESSION_IDLE_MINUTES,
    nonceTtlMinutes: s.NONCE_TTL_MINUTES,
  }),
});
