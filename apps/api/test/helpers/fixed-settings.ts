import type { EconomicSettings } from '../../src/config';

/** A feature context's settings that never change: the environment's, at every instant. */
export const fixedSettings = <S>(settings: S) => ({ settings, settingsAt: () => settings });

/** The trading context's three settings that never change. */
export function fixedTrading(e: Pick<EconomicSettings, 'swap' | 'turbo' | 'prize'>) {
  const three = { swap: e.swap, turbo: e.turbo, prize: e.prize };
  return { ...three, settingsAt: () => three };
}
