import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import { toMillis } from '@xbond/shared/time';

/**
 * A withdrawal voucher's deadline (epoch ms): `voucher.deadline`, the unix seconds the Vault
 * compares with block.timestamp, so the screen and the chain go by the same figure.
 */
export const voucherDeadline = (w: Pick<Withdrawal, 'voucher'>): number =>
  toMillis(w.voucher.deadline);

/**
 * Past its deadline by server time (the Vault refuses it; the server refunds it). Unknown
 * server time says no: the Vault still checks the claim before the wallet is asked.
 */
export const isVoucherExpired = (w: Pick<Withdrawal, 'voucher'>, serverNow: number | null) =>
  serverNow !== null && serverNow > voucherDeadline(w);
