import { Int, partSettings } from '../setting-kit';
import type { InsuranceSettings } from './terms';

/** Insurance's environment variables (docs/insurance.md), in basis points. */
export const INSURANCE_SETTINGS = partSettings({
  env: {
    INSURANCE_PREMIUM_BPS: Int(0, 10_000, 500),
    INSURANCE_MIN_RETURN_BPS: Int(0, 10_000, 0),
  },
  read: (s): InsuranceSettings => ({
    premiumBps: s.INSURANCE_PREMIUM_BPS,
    minReturnBps: s.INSURANCE_MIN_RETURN_BPS,
  }),
});
