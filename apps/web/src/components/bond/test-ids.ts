import { confirmIds } from '../ui/ConfirmSheet/confirm-ids';

/**
 * What both bond screens draw alike (the kit here and the parts of the two screens shaped the
 * same): each screen's ids (features/reserveBond, features/liquidityBond) start from these.
 */
export const BOND_KIT_TEST_IDS = {
  connect: 'bond-connect',
  connectButton: 'bond-connect-button',
  skeleton: 'bond-skeleton',
  error: 'bond-error',
  figure: (field: string) => `bond-figure-${field}`,
  countdown: 'bond-countdown',
  term: (days: number) => `bond-term-${days}`,
  termPrice: (days: number) => `bond-term-${days}-price`,
  form: 'bond-form',
  amountInput: 'bond-amount-input',
  amountMax: 'bond-amount-max',
  amountError: 'bond-amount-error',
  balance: 'bond-balance',
  submit: 'bond-submit',
  ...confirmIds('bond'),
  orders: 'bond-orders',
  ordersSkeleton: 'bond-orders-skeleton',
  ordersEmpty: 'bond-orders-empty',
  ordersError: 'bond-orders-error',
  ordersCount: 'bond-orders-count',
  ordersLoadMore: 'bond-orders-load-more',
  order: (id: string) => `bond-order-${id}`,
  orderField: (id: string, field: string) => `bond-order-${id}-${field}`,
  orderClaim: (id: string) => `bond-order-${id}-claim`,
} as const;
