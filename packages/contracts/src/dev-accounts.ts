// The local chain's identity and accounts: a public mnemonic's keys, funded at the chain's start.
import { pbkdf2Sync } from 'node:crypto';
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts';

/** The well-known development mnemonic: these keys are public, never use them for value. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const LOCAL_CHAIN_ID = 31337;
export const DEV_ACCOUNT_COUNT = 20;
/** Ether per dev account: gas is never the thing a demo or test runs out of. */
export const DEV_ACCOUNT_BALANCE = 1_000_000;

// BIP-39 seed = PBKDF2-SHA512(mnemonic, "mnemonic", 2048): computed once with node:crypto, as
// viem's pure-JS mnemonicToAccount would redo it for every account (~30 ms each).
let devRoot: HDKey | undefined;
const devAccountCache = new Map<number, HDAccount>();

/** The first `count` accounts of DEV_MNEMONIC (m/44'/60'/0'/0/i), as the local chain funds them. */
export function devAccounts(count = DEV_ACCOUNT_COUNT): HDAccount[] {
  devRoot ??= HDKey.fromMasterSeed(pbkdf2Sync(DEV_MNEMONIC, 'mnemonic', 2048, 64, 'sha512'));
  const root = devRoot;
  return Array.from({ length: count }, (_, i) => {
    let account = devAccountCache.get(i);
    if (!account) {
      account = hdKeyToAccount(root, { addressIndex: i });
      devAccountCache.set(i, account);
    }
    return account;
  });
}
