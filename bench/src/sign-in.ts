import { devAccounts } from '@xbond/contracts/chain';
import type { LocalAccount } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/**
 * Signs in over HTTP as dev account `account` (0, the genesis user, by default; another one
 * signs up with `inviteCode`) and returns the session token.
 */
export async function signIn(
  base: string,
  chainId: number,
  { account: index = 0, inviteCode }: { account?: number; inviteCode?: string } = {},
): Promise<string> {
  const account = devAccounts(index + 1)[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return signInAs(base, chainId, account, inviteCode);
}

/** Signs in (or up, with `inviteCode`) by SIWE as `account` and returns the session token. */
export async function signInAs(
  base: string,
  chainId: number,
  account: LocalAccount,
  inviteCode?: string,
): Promise<string> {
  const nonceRes = await fetch(`${base}/api/v2/login/nonce?address=${account.address}`);
  const { data } = (await nonceRes.json()) as { data: { nonce: string } };
  const message = createSiweMessage({
    domain: new URL(base).host,
    uri: base,
    address: account.address,
    statement: 'XBond',
    version: '1',
    chainId,
    nonce: data.nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 600_000),
  });
  const signature = await account.signMessage({ message });
  const res = await fetch(`${base}/api/v2/login/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      address: account.address,
      message,
      signature,
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 1) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
