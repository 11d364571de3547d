/**
 * Every screen's test ids for the browser tests ('@xbond/web/test-ids'). The app imports each
 * screen's module directly: re-exported from test-ids.ts, which the shell's components import,
 * they would all be in every visitor's first load.
 */
export { ADMIN_SETTINGS_TEST_IDS } from './admin-settings-test-ids';
export { ADMIN_TEST_IDS } from './admin-test-ids';
export { BOND_TEST_IDS } from './bond-test-ids';
export { HOME_TEST_IDS } from './home-test-ids';
export { INSURANCE_TEST_IDS } from './insurance-test-ids';
export { PLEDGE_TEST_IDS } from './pledge-test-ids';
export { PRIZE_TEST_IDS } from './prize-test-ids';
export { SESSION_TEST_IDS } from './session-test-ids';
export { SWAP_TEST_IDS } from './swap-test-ids';
export { TEAM_TEST_IDS } from './team-test-ids';
export * from './test-ids';
export { TURBO_TEST_IDS } from './turbo-test-ids';
