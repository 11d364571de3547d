import type { LoginBody, LoginResult } from '@xbond/shared/api/session';
import { type Address, type Hex, isHex, type PublicClient } from 'viem';
import { toAddress } from '../address';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../errors';
import { generateInviteCode, normalizeInviteCode } from '../users/invite-code';
import { findUserByAddress, findUserByInviteCode, insertUser, type User } from '../users/users';
import { consumeNonce, isNonceUsable } from './login-nonces';
import { hashSessionToken, newSessionToken } from './session-token';
import { insertSession } from './sessions';
import { checkSiweMessage } from './siwe';

export interface SignInDeps {
  config: Pick<Config, 'productName' | 'signInDomains' | 'allowedOrigins' | 'tokenTtlHours'>;
  db: Db;
  client: PublicClient;
  chainId: number;
}

/**
 * POST /api/v2/login/address (docs/security.md, "Sign-in and sessions"). The nonce is consumed only
 * when a session is issued: answers 1001/1002 leave it usable, so the web app can retry the same
 * signature with an invite code (spec section 4) without a second wallet prompt.
 */
export async function signIn(deps: SignInDeps, body: LoginBody): Promise<LoginResult> {
  const address = toAddress(body.address);
  const { nonce } = checkSiweMessage(body.message, {
    productName: deps.config.productName,
    domains: deps.config.signInDomains,
    origins: deps.config.allowedOrigins,
    chainId: deps.chainId,
    address,
    // Wall time, not the product's Clock: the wallet's browser stamps issuedAt and expirationTime
    // with real time, which the demo's time travel does not move.
    now: new Date(),
  });
  if (!(await isNonceUsable(deps.db, nonce, address))) throw new AppError('nonceInvalid');
  // The schema already holds it to 0x-hex; this narrows the type without a cast.
  if (!isHex(body.signature)) throw new AppError('invalidRequest', ['signature']);
  if (!(await verifySignature(deps.client, address, body.message, body.signature))) {
    throw new AppError('signatureInvalid');
  }

  const existing = await findUserByAddress(deps.db, address);
  const code = normalizeInviteCode(body.invite_code ?? '');
  let referrer: User | null = null;
  if (!existing) {
    if (!code) throw new AppError('notRegistered');
    referrer = await findUserByInviteCode(deps.db, code);
    if (!referrer) throw new AppError('unknownInviteCode');
  }

  const token = newSessionToken();
  const expiresAt = await deps.db.transaction(async (tx) => {
    if (!(await consumeNonce(tx, nonce, address))) throw new AppError('nonceInvalid');
    const user = existing ?? (await register(tx, address, referrer?.id ?? null));
    return insertSession(tx, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      ttlHours: deps.config.tokenTtlHours,
    });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** EOA recovery, or EIP-1271 for contract wallets through the chain (viem handles both). */
async function verifySignature(
  client: PublicClient,
  address: Address,
  message: string,
  signature: Hex,
) {
  try {
    return await client.verifyMessage({ address, message, signature });
  } catch {
    // A malformed signature makes viem throw; it is simply not a valid signature.
    return false;
  }
}

/** Creates the user with a fresh invite code; a concurrent registration of the same address wins. */
async function register(tx: Queryable, address: Address, referrerId: string | null): Promise<User> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await insertUser(tx, { address, inviteCode: generateInviteCode(), referrerId });
    if (user) return user;
    const raced = await findUserByAddress(tx, address);
    if (raced) return raced;
    // Otherwise the random code collided with an existing one: draw another.
  }
  throw new Error('could not draw an unused invite code in 5 attempts');
}
