import { AmountError, formatAmount, parseAmount } from '@xbond/shared/amount';
import type { TokenList } from '@xbond/shared/api/common';
import type { Asset } from '@xbond/shared/assets';
import { type Address, getAddress } from 'viem';
import { AppError } from '../errors';

/**
 * The assets as the chain describes them (decimals read at start, docs/ledger.md, "Assets"):
 * the one place that turns base units into decimal strings and back, and token addresses into
 * assets.
 */
export class AssetBook {
  readonly custody: Address;
  readonly assets: readonly Asset[];
  private readonly byAsset = new Map<Asset, { address: Address; decimals: number }>();
  private readonly byAddress = new Map<string, Asset>();

  constructor(list: TokenList) {
    this.custody = getAddress(list.custodyAddress);
    for (const t of list.tokens) {
      const address = getAddress(t.contractAddress);
      this.byAsset.set(t.asset, { address, decimals: t.decimals });
      this.byAddress.set(address.toLowerCase(), t.asset);
    }
    this.assets = list.tokens.map((t) => t.asset);
  }

  private info(asset: Asset) {
    const info = this.byAsset.get(asset);
    if (!info) throw new Error(`unknown asset ${asset}`);
    return info;
  }

  decimals(asset: Asset): number {
    return this.info(asset).decimals;
  }

  address(asset: Asset): Address {
    return this.info(asset).address;
  }

  /** The asset whose token contract is `address`, any letter case. */
  assetOf(address: string): Asset | undefined {
    return this.byAddress.get(address.toLowerCase());
  }

  addresses(): Address[] {
    return this.assets.map((a) => this.address(a));
  }

  format(asset: Asset, amount: bigint): string {
    return formatAmount(amount, this.decimals(asset));
  }

  /** A user's amount: a decimal string with at most the asset's decimals, above zero. */
  parsePositive(asset: Asset, text: string): bigint {
    let amount: bigint;
    try {
      amount = parseAmount(text, this.decimals(asset));
    } catch (error) {
      if (error instanceof AmountError) throw new AppError('invalidAmount');
      throw error;
    }
    if (amount <= 0n) throw new AppError('invalidAmount');
    return amount;
  }
}
