import { CLIENT_CODES } from '../error-codes';
import type { Locale } from '../locales';
import { ADMIN_ERRORS } from './admin';
import { BOND_ERRORS } from './bonds';
import type { Messages } from './define';
import { DEPOSIT_ERRORS } from './deposits';
import { INSURANCE_ERRORS } from './insurance';
import { LIQUIDITY_BOND_ERRORS } from './liquidity-bonds';
import { MARKET_ERRORS } from './market';
import { PLEDGE_ERRORS } from './pledge';
import { PRIZE_ERRORS } from './prize';
import { REQUEST_ERRORS } from './request';
import { SESSION_ERRORS } from './session';
import { SWAP_ERRORS } from './swap';
import { SWITCH_ERRORS } from './switches';
import { TEAM_ERRORS } from './team';
import { TURBO_ERRORS } from './turbo';
import { WALLET_ERRORS } from './wallet';
import { WITHDRAWAL_ERRORS } from './withdrawals';

export type { SignInMessageReason } from './session';
export { SIGN_IN_MESSAGE_REASONS } from './session';

/**
 * Each feature's errors, one group a file: a new feature adds its file and one line here. No
 * two groups share a name or a code (errors.test.ts).
 */
export const ERROR_GROUPS = {
  session: SESSION_ERRORS,
  request: REQUEST_ERRORS,
  wallet: WALLET_ERRORS,
  deposits: DEPOSIT_ERRORS,
  withdrawals: WITHDRAWAL_ERRORS,
  market: MARKET_ERRORS,
  pledge: PLEDGE_ERRORS,
  insurance: INSURANCE_ERRORS,
  bonds: BOND_ERRORS,
  liquidityBonds: LIQUIDITY_BOND_ERRORS,
  swap: SWAP_ERRORS,
  turbo: TURBO_ERRORS,
  prize: PRIZE_ERRORS,
  team: TEAM_ERRORS,
  admin: ADMIN_ERRORS,
  switches: SWITCH_ERRORS,
} as const;

type Groups = typeof ERROR_GROUPS;
/** One object type with every group's errors: `A | B` becomes `A & B`. */
type Merged<U> = (U extends unknown ? (group: U) => void : never) extends (all: infer A) => void
  ? A
  : never;

/**
 * The one error-code table of the API, read by the server (the code and status it answers), the
 * API reference and the tests.
 */
export const ERRORS: Merged<Groups[keyof Groups]> = Object.assign(
  {},
  ...Object.values(ERROR_GROUPS),
);

export type ErrorName = keyof typeof ERRORS;

/** A value for a message's `{0}`: as it is (an amount, a symbol) or a word in every locale. */
export type ErrorParam = string | Readonly<Messages>;

/** Envelope code of a successful response. */
export const SUCCESS_CODE = CLIENT_CODES.success;

/** The user-facing message of an error in a locale, with `{0}`, `{1}`... filled in. */
export function errorMessage(name: ErrorName, locale: Locale, params: readonly ErrorParam[] = []) {
  const template = ERRORS[name].msg[locale] ?? ERRORS[name].msg.en;
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const param = params[Number(i)];
    if (param === undefined) return whole;
    return typeof param === 'string' ? param : (param[locale] ?? param.en);
  });
}
