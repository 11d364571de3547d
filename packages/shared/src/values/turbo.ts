/** What moved the turbine: X in by unstaking, the vortex's fee, X released by a swap, a claim. */
export const TURBO_RECORD_TYPES = [
  'unstake',
  'turbo_activate',
  'turbo_release',
  'turbo_claim',
] as const;

export const TURBO_RECORDS_MAX_PAGE_SIZE = 100;
