/**
 * What must survive a reload (sessionStorage, like the user store): the transaction a deposit
 * or a claim has sent but not yet reported (so the callback is still made), and the
 * Idempotency-Key of a withdrawal whose apply has no answer yet (so a retry is the same
 * withdrawal, never a second one).
 */
import { type Asset, isAsset } from '@xbond/shared/assets';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export const IN_FLIGHT_KEY = 'xbond.assets.inFlight';
export const WITHDRAW_ATTEMPT_KEY = 'xbond.assets.withdrawAttempt';

export interface InFlight {
  kind: 'deposit' | 'withdraw';
  /** The signed-in address it belongs to. */
  address: string;
  /** The deposit order's or the withdrawal's id. */
  id: string;
  asset: Asset;
  symbol: string;
  amount: string;
  /** The transfer or claim, once the wallet has sent it. */
  txHash: string | null;
}

export interface WithdrawAttempt {
  address: string;
  asset: Asset;
  amount: string;
  key: string;
}

function read(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: object | null): void {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: the flow still works, only a reload cannot resume it.
  }
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function loadInFlight(): InFlight | null {
  const v = read(IN_FLIGHT_KEY);
  if (!v || (v.kind !== 'deposit' && v.kind !== 'withdraw')) return null;
  if (!str(v.address) || !str(v.id) || !isAsset(v.asset) || !str(v.symbol) || !str(v.amount)) {
    return null;
  }
  return {
    kind: v.kind,
    address: v.address,
    id: v.id,
    asset: v.asset,
    symbol: v.symbol,
    amount: v.amount,
    txHash: str(v.txHash) ? v.txHash : null,
  };
}

export const saveInFlight = (value: InFlight | null) => write(IN_FLIGHT_KEY, value);

export function loadWithdrawAttempt(): WithdrawAttempt | null {
  const v = read(WITHDRAW_ATTEMPT_KEY);
  if (!v || !str(v.address) || !isAsset(v.asset) || !str(v.amount) || !str(v.key)) return null;
  return { address: v.address, asset: v.asset, amount: v.amount, key: v.key };
}

export const saveWithdrawAttempt = (value: WithdrawAttempt | null) =>
  write(WITHDRAW_ATTEMPT_KEY, value);

/**
 * The key of this withdrawal attempt: the unanswered attempt's key when it is the same
 * address, asset and amount (a retry), else a new one, kept until the server answers.
 */
export function withdrawAttemptKey(address: string, asset: Asset, amount: string): string {
  const last = loadWithdrawAttempt();
  if (
    last &&
    last.asset === asset &&
    last.amount === amount &&
    last.address.toLowerCase() === address.toLowerCase()
  ) {
    return last.key;
  }
  const key = newIdempotencyKey();
  saveWithdrawAttempt({ address, asset, amount, key });
  return key;
}
