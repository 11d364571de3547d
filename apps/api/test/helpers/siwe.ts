import { devAccounts } from '@xbond/contracts/chain';
import type { HDAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { DOMAIN, ORIGIN, type TestApp } from './app';

export const accounts = devAccounts(20);

export function account(i: number): HDAccount {
  const a = accounts[i];
  if (!a) throw new Error(`no dev account ${i}`);
  return a;
}

export async function getNonce(app: TestApp, address: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v2/login/nonce?address=${address}` });
  const body = res.json() as { code: number; data: { nonce: string } };
  if (body.code !== 1) throw new Error(`nonce failed: ${res.body}`);
  return body.data.nonce;
}

export interface MessageOptions {
  nonce: string;
  address: `0x${string}`;
  statement?: string;
  domain?: string;
  uri?: string;
  chainId?: number;
  expirationTime?: Date;
}

/** An EIP-4361 message as the web app builds it (docs/security.md, "Sign-in and sessions"). */
export function siweMessage(o: MessageOptions): string {
  const now = Date.now();
  return createSiweMessage({
    domain: o.domain ?? DOMAIN,
    address: o.address,
    statement: o.statement ?? 'XBond',
    uri: o.uri ?? ORIGIN,
    version: '1',
    chainId: o.chainId ?? 31337,
    nonce: o.nonce,
    issuedAt: new Date(now),
    expirationTime: o.expirationTime ?? new Date(now + 10 * 60_000),
  });
}

export interface LoginBody {
  address: string;
  message: string;
  signature: string;
  invite_code?: string | null;
}

/** A fresh nonce, a message for `signer`'s address (unless overridden), signed by `signer`. */
export async function signedLogin(
  app: TestApp,
  signer: HDAccount,
  overrides: Partial<MessageOptions> & { inviteCode?: string; signedBy?: HDAccount } = {},
): Promise<LoginBody> {
  const address = overrides.address ?? signer.address;
  const nonce = overrides.nonce ?? (await getNonce(app, address));
  const message = siweMessage({ ...overrides, address, nonce });
  const signature = await (overrides.signedBy ?? signer).signMessage({ message });
  return {
    address,
    message,
    signature,
    ...(overrides.inviteCode !== undefined ? { invite_code: overrides.inviteCode } : {}),
  };
}

export function postLogin(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/login/address',
    payload: body as object,
    headers,
  });
}
