/**
 * Browser wallets that announce themselves by EIP-6963 (as MetaMask, Rabby, OKX or Coinbase
 * do beside each other), with no `window.ethereum`: each is a provider in the page, answered
 * from Node, that signs with a dev account's key (viem) and forwards reads to the local chain.
 * The test decides each wallet's account.
 */
import { devAccounts } from '@xbond/contracts/chain';
import type { BrowserContext } from 'playwright-core';
import { isHex } from 'viem';

export interface AnnouncedTestWallet {
  name: string;
  rdns: string;
  /** Index of the dev account it holds (any index: the key is derived, no chain funds needed). */
  account: number;
}

type RpcResult = { ok: true; result: unknown } | { ok: false; code: number; message: string };

/** A small square icon as a data: URI, as EIP-6963 asks for. */
const icon = (color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/></svg>`,
  ).toString('base64')}`;
const COLORS = ['#f6851b', '#8697ff', '#0052ff', '#3375bb'];

export async function installAnnouncedWallets(
  context: BrowserContext,
  opts: { rpcUrl: string; chainId: number; wallets: AnnouncedTestWallet[] },
): Promise<AnnouncedTestWallet[]> {
  const { wallets } = opts;
  const keyOf = (i: number) => {
    const index = wallets[i]?.account ?? -1;
    const account = devAccounts(index + 1)[index];
    if (!account) throw new Error(`no dev account ${index}`);
    return account;
  };

  await context.exposeFunction(
    '__e2eAnnouncedRequest',
    async (wallet: number, method: string, params: unknown[]): Promise<RpcResult> => {
      const account = keyOf(wallet);
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { ok: true, result: [account.address] };
        case 'eth_chainId':
          return { ok: true, result: `0x${opts.chainId.toString(16)}` };
        case 'personal_sign': {
          const [data] = params as [string];
          const message = isHex(data) ? { raw: data } : data;
          return { ok: true, result: await account.signMessage({ message }) };
        }
        default: {
          const res = await fetch(opts.rpcUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          });
          const body = (await res.json()) as {
            result?: unknown;
            error?: { code: number; message: string };
          };
          return body.error
            ? { ok: false, code: body.error.code, message: body.error.message }
            : { ok: true, result: body.result };
        }
      }
    },
  );

  const infos = wallets.map((w, i) => ({
    uuid: `00000000-0000-4000-8000-00000000000${i}`,
    name: w.name,
    rdns: w.rdns,
    icon: icon(COLORS[i % COLORS.length] ?? '#888'),
  }));
  await context.addInitScript((announced) => {
    const bridge = (window as unknown as Record<string, unknown>).__e2eAnnouncedRequest as (
      wallet: number,
      method: string,
      params: unknown[],
    ) => Promise<{ ok: boolean; result?: unknown; code?: number; message?: string }>;
    announced.forEach((info, index) => {
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await bridge(index, method, params ?? []);
          if (!answer.ok) throw Object.assign(new Error(answer.message), { code: answer.code });
          return answer.result;
        },
        on() {},
        removeListener() {},
      };
      const detail = Object.freeze({ info: Object.freeze(info), provider });
      const announce = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      // EIP-6963: announce at load, and again whenever a page asks.
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    });
  }, infos);
  return wallets;
}
