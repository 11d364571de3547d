import { BOND_KIT_TEST_IDS } from '../../components/bond/test-ids';

/** Test ids of the reserve bond screen (composed for the browser tests in app/test-ids.ts). */
export const RESERVE_BOND_TEST_IDS = {
  ...BOND_KIT_TEST_IDS,
  soldOut: 'bond-sold-out',
  quote: 'bond-quote',
  quoteFigure: (field: string) => `bond-quote-${field}`,
  quoteRefusal: 'bond-quote-refusal',
  vestingToggle: (id: string) => `bond-order-${id}-vesting-toggle`,
  vestingChart: (id: string) => `bond-order-${id}-vesting`,
} as const;
