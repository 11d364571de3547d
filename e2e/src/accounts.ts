/** Sign-in from Node, for arranging tests (registering an account, revoking a token). */
import { devAccounts } from '@xbond/contracts/chain';
import { createSiweMessage } from 'viem/siwe';

/** The local chain's 20 dev accounts (checksummed). Account 0 is the genesis/root account. */
export const DEV = devAccounts(20).map((a) => a.address);

/**
 * The dev accounts each browser test file signs in with or trades from, by index. The files
 * share one product, so an account in two files would carry one file's balances into the
 * other's checks. Account 0 (the root: genesis invitation, operator) is everyone's.
 */
export const FILE_ACCOUNTS = {
  team: [2, 3, 4],
  shell: [5, 6, 7, 8, 9, 10],
  swap: [11],
  assets: [12, 13, 14],
  time: [15],
  pledge: [16],
  bonds: [17],
  trading: [18, 19],
  visitor: [1],
  // Never signs in, past the funded accounts: funded by the root, its transfer into the Vault
  // is a deposit held in suspense.
  admin: [25],
  // Past the chain's 20 funded accounts: their keys only sign in (announced test wallets).
  wallets: [20, 21, 22, 23, 24],
} as const;

const taken: number[] = Object.values(FILE_ACCOUNTS).flat();
const twice = taken.filter((index, i) => taken.indexOf(index) !== i || index === 0);
if (twice.length > 0) throw new Error(`dev accounts given to two test files: ${twice}`);

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(baseUrl: string, path: string, init?: RequestInit): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, init);
  return (await res.json()) as Envelope<T>;
}

/** Signs in (registering with `inviteCode` when given) as a dev account; returns the token. */
export async function signInFromNode(opts: {
  baseUrl: string;
  chainId: number;
  account: number;
  inviteCode?: string;
}): Promise<string> {
  const [account] = devAccounts(opts.account + 1).slice(opts.account);
  if (!account) throw new Error(`no dev account ${opts.account}`);
  const nonce = await call<{ nonce: string }>(
    opts.baseUrl,
    `/api/v2/login/nonce?address=${account.address}`,
  );
  const url = new URL(opts.baseUrl);
  const now = new Date();
  const message = createSiweMessage({
    domain: url.host,
    uri: url.origin,
    address: account.address,
    chainId: opts.chainId,
    nonce: nonce.data.nonce,
    statement: 'XBond',
    version: '1',
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 600_000),
  });
  const signature = await account.signMessage({ message });
  const login = await call<{ token: string }>(opts.baseUrl, '/api/v2/login/address', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      address: account.address,
      message,
      signature,
      invite_code: opts.inviteCode ?? null,
    }),
  });
  if (login.code !== 1) throw new Error(`sign-in of dev account ${opts.account}: ${login.msg}`);
  return login.data.token;
}

/** Revokes a token, as an expiry would end it. */
export async function revokeToken(baseUrl: string, token: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v2/login/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`logout answered HTTP ${res.status}`);
}
