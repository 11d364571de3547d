/** The trading turbo's settings (docs/trading.md), validated with the others in config.ts. */
export interface TurboSettings {
  /** What activating the vortex costs, once, in whole USDD (a decimal string). */
  activationFee: string;
}
