/**
 * The names wallets and explorers use for the chains this product is likely to run on, shown
 * in the top bar beside the address (docs/README.md, "Screens": the network always visible) and
 * sent with the wallet's add-network prompt. Another chain is named by its id unless CHAIN_NAME
 * says more.
 */
const KNOWN_CHAINS: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  43114: 'Avalanche C-Chain',
  84532: 'Base Sepolia',
  11155111: 'Sepolia',
  31337: 'Anvil',
};

export function chainName(chainId: number, configured: string | null): string {
  return configured ?? KNOWN_CHAINS[chainId] ?? `Chain ${chainId}`;
}
