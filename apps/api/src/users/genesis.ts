import type { Address } from 'viem';
import type { Db } from '../db/db';

/**
 * Registers ROOT_ADDRESS with GENESIS_INVITE_CODE (docs/security.md, "Sign-in and sessions"); safe
 * to run at every start. If the setting changed, the root user takes the new code, so the code
 * printed at start is always the one that works. A code already owned by another user stops the
 * start.
 */
export async function ensureGenesis(db: Db, rootAddress: Address, inviteCode: string) {
  const address = rootAddress.toLowerCase();
  await db.transaction(async (tx) => {
    const owner = await tx.query<{ address: string }>(
      'SELECT address FROM users WHERE invite_code = $1',
      [inviteCode],
    );
    if (owner[0] && owner[0].address !== address) {
      throw new Error(
        `GENESIS_INVITE_CODE is already the invite code of ${owner[0].address}; choose another`,
      );
    }
    await tx.query(
      `INSERT INTO users (address, invite_code) VALUES ($1, $2)
       ON CONFLICT (address) DO UPDATE SET invite_code = EXCLUDED.invite_code`,
      [address, inviteCode],
    );
  });
}
