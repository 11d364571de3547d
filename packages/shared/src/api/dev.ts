import { type Static, Type } from '@sinclair/typebox';
import { DEV_TIME_MAX_ADVANCE_SECONDS } from '../values/dev';
import { ClosedObject, route } from './primitives';

/**
 * POST /api/v2/dev/time — local demo only (the product started its own chain), else HTTP 404.
 * Moves the clock and the chain's time forward, runs every job that became due, and answers
 * once they have finished.
 */
export const DevTimeBody = ClosedObject({
  advanceSeconds: Type.Integer({ minimum: 1, maximum: DEV_TIME_MAX_ADVANCE_SECONDS }),
});
export type DevTimeBody = Static<typeof DevTimeBody>;
export const DevTime = Type.Object({
  /** The server's time after the move (ISO 8601). */
  serverTime: Type.String(),
});
export type DevTime = Static<typeof DevTime>;
export const devTimeRoute = route('POST', '/api/v2/dev/time', DevTime, { body: DevTimeBody });
