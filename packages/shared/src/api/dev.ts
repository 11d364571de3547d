import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from './primitives';

/** The most one call may move the demo's clock forward: 400 days (time-and-jobs.md). */
export const DEV_TIME_MAX_ADVANCE_SECONDS = 400 * 86_400;

/** The demo's time-travel buttons (dev wallet popup), in seconds: +1 h, +8 h, +1 day, +30 days. */
export const DEV_TIME_STEPS = [3_600, 28_800, 86_400, 2_592_000] as const;

/**
 * POST /api/v2/dev/time — local demo only (the product started its own chain), else HTTP 404.
 * Moves the clock and the chain's time forward, runs every job that became due, and answers
 * once they have finished.
 */
export const DevTimeBody = Type.Object(
  {
    advanceSeconds: Type.Integer({ minimum: 1, maximum: DEV_TIME_MAX_ADVANCE_SECONDS }),
  },
  { additionalProperties: false },
);
export type DevTimeBody = Static<typeof DevTimeBody>;
export const DevTime = Type.Object({
  /** The server's time after the move (ISO 8601). */
  serverTime: Type.String(),
});
export type DevTime = Static<typeof DevTime>;
export const devTimeRoute = {
  method: 'POST',
  url: '/api/v2/dev/time',
  body: DevTimeBody,
  response: Envelope(DevTime),
} as const;
