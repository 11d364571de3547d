import { POSITIVE } from '../config-ranges';
import { Amount, partSettings } from '../setting-kit';

/** The trading turbo's settings (docs/trading.md), validated with the others in config.ts. */
export interface TurboSettings {
  /** What activating the vortex costs, once, in whole USDD (a decimal string). */
  activationFee: string;
}

/** The turbo's environment variable: its activation fee. */
export const TURBO_SETTINGS = partSettings({
  env: { TURBO_ACTIVATION_FEE: Amount('5') },
  amounts: { TURBO_ACTIVATION_FEE: POSITIVE },
  read: (s): TurboSettings => ({ activationFee: s.TURBO_ACTIVATION_FEE }),
});
