/** The team screens' amounts, compared in X base units (bigint), never as JS numbers. */
import { parseAmount } from '@xbond/shared/amount';

/** Every amount of the team screens is X, 18 decimals. */
export const X_DECIMALS = 18;

/** True when the decimal string is zero. */
export const isZeroAmount = (value: string) => parseAmount(value, X_DECIMALS) === 0n;
