import { refreshMoved } from '@/features/session/refresh-wallet';

/** After USDD or X moved: the bond figures, quotes, the user's bonds, balances and records. */
export const refreshReserveBond = (address: string) =>
  refreshMoved(address, ['bond_orders'], [['bond_info'], ['bond_quote']]);
