import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { generateInviteCode, normalizeInviteCode } from './users/invite-code';

const GENESIS_FILE = 'genesis-invite-code';
const SIGNER_FILE = 'withdraw-signer.key';

/** Reads a value kept in DATA_DIR, or creates it once so it stays the same across restarts. */
function keep(dataDir: string, file: string, create: () => string, valid: RegExp): string {
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const value = readFileSync(path, 'utf8').trim();
    if (!valid.test(value)) throw new Error(`${path} is corrupt; delete it to generate a new one`);
    return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  // 0600: the signer key moves money; only the API's user may read it.
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return value;
}

/** The local defaults of the two settings that must not change between runs. */
export function loadLocalSecrets(
  dataDir: string,
  given: { genesisInviteCode: string | undefined; withdrawSignerKey: Hex | undefined },
): { genesisInviteCode: string; withdrawSignerKey: Hex } {
  const genesisInviteCode = normalizeInviteCode(
    given.genesisInviteCode ?? keep(dataDir, GENESIS_FILE, generateInviteCode, /^[A-Z0-9]{4,32}$/),
  );
  const withdrawSignerKey =
    given.withdrawSignerKey ??
    (keep(dataDir, SIGNER_FILE, generatePrivateKey, /^0x[0-9a-fA-F]{64}$/) as Hex);
  return { genesisInviteCode, withdrawSignerKey };
}
