// Plain values shared by the global setup and the tests (no vitest import: globalSetup runs
// outside the test runner).
import { keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The withdrawal signer of the shared deployment: a fixed, test-only key. */
export const testSigner = privateKeyToAccount(keccak256(toHex('xbond contracts test signer')));
