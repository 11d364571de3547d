/** What a test does on the local chain from Node: a dev account's own transfers. */
import { devAccounts } from '@xbond/contracts/chain';
import type { TokenList } from '@xbond/shared/api/common';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseUnits,
} from 'viem';
import { foundry } from 'viem/chains';

/** Dev account `index` (a local key of the public development mnemonic). */
export function devAccount(index: number) {
  const account = devAccounts(index + 1)[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account;
}

export async function tokenList(baseUrl: string): Promise<TokenList> {
  const res = await fetch(`${baseUrl}/api/v2/common/token`);
  return ((await res.json()) as { data: TokenList }).data;
}

/** An ERC-20 transfer of whole units from a dev account, mined. */
export async function transferFrom(
  rpcUrl: string,
  index: number,
  token: string,
  to: string,
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: devAccount(index) });
  const hash = await wallet.writeContract({
    address: getAddress(token),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(to), parseUnits(amount, 18)],
  });
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 100 });
}
