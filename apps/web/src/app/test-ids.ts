/**
 * Every screen's test ids for the browser tests ('@xbond/web/test-ids'): each feature keeps its
 * own (`features/<feature>/test-ids.ts`), the shared UI its own beside it, the frame's in
 * `testing/test-ids.ts`; a new feature adds one line here. The app imports each module directly:
 * composed here, they would all be in every visitor's first load.
 */
export { BOND_KIT_TEST_IDS } from '../components/bond/test-ids';
export { ADMIN_TEST_IDS } from '../features/admin/test-ids';
export { ADMIN_SETTINGS_TEST_IDS } from '../features/admin-settings/test-ids';
export { ASSETS_TEST_IDS } from '../features/assets/test-ids';
export { HOME_TEST_IDS } from '../features/home/test-ids';
export { INSURANCE_TEST_IDS } from '../features/insurance/test-ids';
export { LIQUIDITY_BOND_TEST_IDS } from '../features/liquidityBond/test-ids';
export { NOTICES_TEST_IDS } from '../features/notices/test-ids';
export { PLEDGE_TEST_IDS } from '../features/pledge/test-ids';
export { PRIZE_TEST_IDS } from '../features/prize/test-ids';
export { RESERVE_BOND_TEST_IDS } from '../features/reserveBond/test-ids';
export { SESSION_TEST_IDS } from '../features/session/test-ids';
export { SWAP_TEST_IDS } from '../features/swap/test-ids';
export { TEAM_TEST_IDS } from '../features/team/test-ids';
export { TURBO_TEST_IDS } from '../features/turbo/test-ids';
export * from '../testing/test-ids';
