// The chain side of the asset screens' tests: the tokens and Vault the fake API names, and a
// scripted EIP-1193 wallet that answers for them (jsdom has no wallet).
import type { TokenInfo } from '@xbond/shared/api/common';
import { encodeAbiParameters, type Hex, toFunctionSelector } from 'viem';
import { ALICE } from '@/testing/api-page';
import { type FakeWallet, fakeWallet } from '@/testing/fake-eip1193';

export const VAULT = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853';
export const TOKENS: TokenInfo[] = [
  {
    asset: 'X',
    symbol: 'X',
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 18,
  },
  {
    asset: 'USDD',
    symbol: 'USDD',
    contractAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    decimals: 6,
  },
  {
    asset: 'TNB',
    symbol: 'TNB',
    contractAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    decimals: 18,
  },
];
export const TX = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

const BALANCE_OF = toFunctionSelector('balanceOf(address)');
const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n]);

/** A full receipt as a node returns it; status 0x1 = success. */
export function receipt(hash: string, status: Hex = '0x1') {
  return {
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x5',
    contractAddress: null,
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    from: ALICE,
    gasUsed: '0x5208',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status,
    to: VAULT,
    transactionHash: hash,
    transactionIndex: '0x0',
    type: '0x0',
  };
}

/** The wallet: balances of 1000 of every token, sends get hashes 1, 2, ..., receipts succeed. */
export function chainWallet(options: { receiptStatus?: Hex } = {}): FakeWallet {
  let sent = 0;
  return fakeWallet({
    eth_chainId: () => '0x7a69',
    eth_accounts: () => [ALICE],
    eth_requestAccounts: () => [ALICE],
    eth_call: (params) => {
      const { data, to } = params[0] as { data: Hex; to: string };
      if (!data.startsWith(BALANCE_OF)) throw new Error(`unexpected call ${data}`);
      const token = TOKENS.find((t) => t.contractAddress.toLowerCase() === to.toLowerCase());
      return uint(1000n * 10n ** BigInt(token?.decimals ?? 18));
    },
    eth_gasPrice: () => '0x3b9aca00',
    eth_estimateGas: () => '0x5208',
    eth_sendTransaction: () => {
      sent += 1;
      return TX(sent);
    },
    eth_getTransactionReceipt: (params) => receipt(String(params[0]), options.receiptStatus),
  });
}
