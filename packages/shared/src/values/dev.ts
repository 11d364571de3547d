/** The most one call may move the demo's clock forward: 400 days (docs/time.md). */
export const DEV_TIME_MAX_ADVANCE_SECONDS = 400 * 86_400;

/** The demo's time-travel buttons (dev wallet popup), in seconds: +1 h, +8 h, +1 day, +30 days. */
export const DEV_TIME_STEPS = [3_600, 28_800, 86_400, 2_592_000] as const;
