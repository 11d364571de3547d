import { WalletNotFoundError } from '@/features/wallet/provider';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The transaction was mined but reverted (receipt status not 1). */
export class TxFailedError extends Error {
  override readonly name = 'TxFailedError';
  constructor(readonly txHash: string) {
    super(`Transaction ${txHash} failed`);
  }
}

/** The voucher's deadline has passed by server time: it is not sent to the wallet. */
export class VoucherExpiredError extends Error {
  override readonly name = 'VoucherExpiredError';
  constructor(readonly withdrawalId: string) {
    super(`Withdrawal ${withdrawalId}: the voucher has expired`);
  }
}

/** The user said no in the wallet (EIP-1193 4001), anywhere in the error's causes. */
export function isUserRejection(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if ('code' in e && e.code === 4001) return true;
    if ('name' in e && e.name === 'UserRejectedRequestError') return true;
    e = 'cause' in e ? e.cause : null;
  }
  return false;
}

const CLAIM_REASONS = {
  NonceUsed: 'assets.errors.claimUsed',
  VoucherExpired: 'assets.errors.claimExpired',
  BadSignature: 'assets.errors.claimBadSignature',
} as const;

/** What went wrong, in the user's language. */
export function describeError(error: unknown): string {
  const t = i18n.t.bind(i18n);
  if (isUserRejection(error)) return t('assets.errors.rejected');
  if (error instanceof TxFailedError) return t('assets.errors.txFailed');
  if (error instanceof VoucherExpiredError) return t('assets.errors.claimExpired');
  // The server's (localized) message, the HTTP or network failure as the client worded it.
  if (error instanceof ApiError || error instanceof HttpError || error instanceof NetworkError) {
    return error.message;
  }
  if (error instanceof WalletNotFoundError) return t('session.walletIssue');
  if (error instanceof Error && error.name === 'ClaimRefusedError' && 'reason' in error) {
    const key = CLAIM_REASONS[error.reason as keyof typeof CLAIM_REASONS];
    if (key) return t(key);
  }
  return t('assets.errors.unknown');
}

/** The API client already showed the server's message in a toast. */
export const alreadyToasted = (error: unknown) => error instanceof ApiError;
