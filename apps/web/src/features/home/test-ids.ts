/** Test ids of home's live figures; see test-ids.ts. */
export const HOME_TEST_IDS = {
  figures: 'home-figures',
  figure: (field: string) => `home-figure-${field}`,
  stale: 'home-price-stale',
  skeleton: (field: string) => `home-figure-${field}-skeleton`,
} as const;
