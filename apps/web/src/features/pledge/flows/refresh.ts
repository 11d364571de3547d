import { refreshMoved } from '@/features/session/refresh-wallet';

/**
 * After X or USDD moved: the staking figures, the orders, the insurance pool, the balances
 * (also kept in the user store's walletInfo) and the records are read again.
 */
export const refreshPledge = (address: string) =>
  refreshMoved(address, ['pledge_info', 'pledge_orders', 'insurance_pool']);
