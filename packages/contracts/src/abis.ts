// The contract ABIs under the names the API and the web use. The sources are generated
// (src/generated, by scripts/compile.ts); this file only gives them stable names.
export { tokenAbi as erc20Abi, tokenAbi, tokenBytecode } from './generated/Token';
export { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from './generated/UniswapV2Factory';
export { uniswapV2PairAbi, uniswapV2PairBytecode } from './generated/UniswapV2Pair';
export { vaultAbi, vaultBytecode } from './generated/Vault';
