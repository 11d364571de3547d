import { erc20Abi } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import type { TokenList } from '@xbond/shared/api/common';
import type { Asset } from '@xbond/shared/assets';
import { type Address, getAddress, type PublicClient } from 'viem';

/** Where each asset's ERC-20 contract is: LP is the X/USDD pair's own token. */
export function assetAddresses(d: Deployment): Record<Asset, Address> {
  return {
    X: d.tokens.X.address,
    USDD: d.tokens.USDD.address,
    TNB: d.tokens.TNB.address,
    LP: d.pairs.X_USDD.address,
    Z: d.tokens.Z.address,
    HBOX: d.tokens.HBOX.address,
    BOX: d.tokens.BOX.address,
  };
}

/**
 * Reads decimals() and symbol() of every asset from the chain, once at start: the kept
 * deployment file is not trusted for them and 18 is never assumed (docs/ledger.md, "Assets").
 * The custody address is the Vault (docs/ledger.md, "Conservation").
 */
export async function readTokenList(client: PublicClient, d: Deployment): Promise<TokenList> {
  const entries = Object.entries(assetAddresses(d)) as [Asset, Address][];
  const tokens = await Promise.all(
    entries.map(async ([asset, address]) => {
      const [decimals, symbol] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      ]);
      // Every Uniswap V2 pair calls itself "UNI-V2"; the product names its LP asset "LP".
      const shown = asset === 'LP' ? 'LP' : symbol;
      return { asset, symbol: shown, contractAddress: getAddress(address), decimals };
    }),
  );
  return { custodyAddress: getAddress(d.vault), tokens };
}
