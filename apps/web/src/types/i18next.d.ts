import 'i18next';
import type admin from '../features/admin/locales/en.json';
import type adminSettings from '../features/admin-settings/locales/en.json';
import type assets from '../features/assets/locales/en.json';
import type home from '../features/home/locales/en.json';
import type insurance from '../features/insurance/locales/en.json';
import type liquidityBond from '../features/liquidityBond/locales/en.json';
import type notices from '../features/notices/locales/en.json';
import type pledge from '../features/pledge/locales/en.json';
import type prize from '../features/prize/locales/en.json';
import type reserveBond from '../features/reserveBond/locales/en.json';
import type swap from '../features/swap/locales/en.json';
import type team from '../features/team/locales/en.json';
import type turbo from '../features/turbo/locales/en.json';
import type shell from '../locales/shell/en.json';

/**
 * Every message, as the English dictionaries hold them (the source locale): every `t('…')` key
 * is checked against it at compile time. A new feature dictionary joins here.
 */
type Messages = typeof shell &
  typeof home &
  typeof assets &
  typeof pledge &
  typeof insurance &
  typeof reserveBond &
  typeof liquidityBond &
  typeof turbo &
  typeof prize &
  typeof team &
  typeof swap &
  typeof admin &
  typeof adminSettings &
  typeof notices;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
