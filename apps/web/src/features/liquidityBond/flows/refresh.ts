import { refreshMoved } from '@/features/session/refresh-wallet';

/** After LP or X moved: the pools, the user's bonds, the donations, balances and records. */
export const refreshLiquidityBond = (address: string) =>
  refreshMoved(address, ['flowbond_info', 'flowbond_orders', 'flowbond_records']);
