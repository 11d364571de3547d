import { confirmIds } from '../ui/ConfirmSheet/confirm-ids';
import { amountIds, listStateIds, screenIds } from '../ui/ListStates/state-ids';

/**
 * What both bond screens draw alike (the kit here and the parts of the two screens shaped the
 * same): each screen's ids (features/reserveBond, features/liquidityBond) start from these.
 */
export const BOND_KIT_TEST_IDS = {
  ...screenIds('bond'),
  ...amountIds('bond'),
  ...listStateIds('orders', 'bond-orders'),
  figure: (field: string) => `bond-figure-${field}`,
  countdown: 'bond-countdown',
  term: (days: number) => `bond-term-${days}`,
  termPrice: (days: number) => `bond-term-${days}-price`,
  form: 'bond-form',
  submit: 'bond-submit',
  ...confirmIds('bond'),
  orders: 'bond-orders',
  order: (id: string) => `bond-order-${id}`,
  orderField: (id: string, field: string) => `bond-order-${id}-${field}`,
  orderClaim: (id: string) => `bond-order-${id}-claim`,
} as const;
