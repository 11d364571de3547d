import type { TokenInfo } from '@xbond/shared/api/common';
import { getProvider, requireProvider } from '@/features/wallet/provider';

/**
 * EIP-747 `wallet_watchAsset`: asks the wallet to list the token. Resolves with the wallet's
 * answer (false when the user declined); rejects when the wallet cannot do it at all.
 */
export async function watchAsset(
  token: Pick<TokenInfo, 'contractAddress' | 'symbol' | 'decimals'>,
  provider = getProvider(),
): Promise<boolean> {
  const wallet = requireProvider(provider);
  const added = await wallet.request({
    method: 'wallet_watchAsset',
    params: {
      type: 'ERC20',
      options: { address: token.contractAddress, symbol: token.symbol, decimals: token.decimals },
    },
  });
  return added !== false;
}
