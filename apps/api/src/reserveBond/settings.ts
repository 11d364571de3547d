import { Type } from '@sinclair/typebox';
import { parseDiscountTerms, type ReserveBondSettings } from '../bonds/settings';
import { POSITIVE } from '../config-ranges';
import { Amount, Int, parsedSetting, partSettings } from '../setting-kit';

/**
 * Reserve bonds' environment variables (docs/bonds.md): `days:discount` in basis points, the
 * smallest purchase (USDD), X sold per UTC day, the rebase per epoch in ppm.
 */
export const RESERVE_BOND_SETTINGS = partSettings({
  env: {
    BOND_TERMS: Type.String({ default: '5:300,15:600,30:1000', maxLength: 1000 }),
    BOND_MIN: Amount('10'),
    BOND_DAILY_CAPACITY: Amount('100000'),
    BOND_REBASE_RATE_PPM: Int(0, 1_000_000, 1000),
  },
  amounts: { BOND_MIN: POSITIVE, BOND_DAILY_CAPACITY: POSITIVE },
  ordered: [['BOND_MIN', 'BOND_DAILY_CAPACITY']],
  read: (s): ReserveBondSettings => ({
    terms: parsedSetting('BOND_TERMS', parseDiscountTerms(s.BOND_TERMS)),
    min: s.BOND_MIN,
    dailyCapacity: s.BOND_DAILY_CAPACITY,
    rebaseRatePpm: s.BOND_REBASE_RATE_PPM,
  }),
});
