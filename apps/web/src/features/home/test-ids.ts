/** Test ids of home: its live figures and its navigation tiles. */
export const HOME_TEST_IDS = {
  figures: 'home-figures',
  figure: (field: string) => `home-figure-${field}`,
  stale: 'home-price-stale',
  skeleton: (field: string) => `home-figure-${field}-skeleton`,
  nav: 'home-nav',
  navItem: (key: string) => `home-nav-item-${key}`,
} as const;
