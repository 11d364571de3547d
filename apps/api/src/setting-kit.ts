import { type Static, type TObject, type TProperties, Type } from '@sinclair/typebox';
import { AMOUNT_PATTERN } from '@xbond/shared/amount';
import type { AmountRange } from './config-ranges';

/**
 * What a part of the API (a feature, the ledger, the market, the server) declares about its
 * settings: config.ts composes every part's into the one schema read at start. Neutral: a
 * feature's settings file imports this and nothing of another feature.
 */

/** A setting that stops the start (or an operator's change), naming the setting. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const Int = (min: number, max: number, defaultValue: number) =>
  Type.Integer({ minimum: min, maximum: max, default: defaultValue });
/** A non-negative decimal amount in whole units of an asset ("10", "0.5"). */
export const Amount = (defaultValue: string) =>
  Type.String({ pattern: AMOUNT_PATTERN, maxLength: 40, default: defaultValue });
export const Url = (schemes: string) =>
  Type.String({ pattern: `^(${schemes})://[^\\s]+$`, maxLength: 2000 });

/** Where the API runs: `external` = on a chain it did not start (CHAIN_RPC_URL). */
export interface Deployment {
  external: boolean;
  production: boolean;
}

export interface PartSettings<P extends TProperties, T> {
  /** The environment variables with their defaults and the ranges of the integers. */
  env: P;
  /** The amounts' ranges, checked with every other part's so that all problems show at once. */
  amounts?: { readonly [K in keyof P]?: AmountRange };
  /** Pairs of amounts where the first may not exceed the second. */
  ordered?: readonly (readonly [keyof P & string, keyof P & string])[];
  /** Problems between this part's settings, one line each, reported with the amounts'. */
  problems?: (values: Static<TObject<P>>) => string[];
  /** The part's settings from validated values. Throws ConfigError naming the setting. */
  read: (values: Static<TObject<P>>, deployment: Deployment) => T;
}

/** A part's settings, typed by its environment variables. */
export function partSettings<P extends TProperties, T>(part: PartSettings<P, T>) {
  return part;
}

/** The value of a setting whose parser answers a message when it is wrong. */
export function parsedSetting<T>(name: string, result: T | string): T {
  if (typeof result === 'string') throw new ConfigError(`Invalid setting ${name}: ${result}`);
  return result;
}
