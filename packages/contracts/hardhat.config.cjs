// Hardhat 2 is used only as a local JSON-RPC chain (`hardhat node`), spawned by src/chain.ts.
// We never compile with Hardhat (solc-js does that in scripts/compile.ts), so the compile task
// is disabled and the sources path points at an empty folder: Hardhat must never try to
// download a compiler. Paths live in the OS temp dir so nothing is written into the repository.
const os = require('node:os');
const path = require('node:path');
const { task } = require('hardhat/config');

task('compile', 'Disabled: contracts are compiled by scripts/compile.ts').setAction(async () => {});

const scratch = path.join(os.tmpdir(), 'xbond-hardhat');

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  // Unused (no compilation) but set so Hardhat does not warn about a missing version.
  solidity: '0.8.26',
  paths: {
    sources: path.join(scratch, 'no-sources'),
    cache: path.join(scratch, 'cache'),
    artifacts: path.join(scratch, 'artifacts'),
  },
  networks: {
    hardhat: {
      chainId: 31337,
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 20,
        // 1,000,000 ETH each: gas is never the thing a demo or test runs out of.
        accountsBalance: '1000000000000000000000000',
      },
      mining: { auto: true, interval: 0 },
      // Like a real node: a reverting transaction is mined with status 0 and its hash returned,
      // instead of Hardhat's default of failing eth_sendRawTransaction.
      throwOnTransactionFailures: false,
      // Per-request logs only when the parent asked for them (startLocalChain({ log })).
      loggingEnabled: process.env.XBOND_CHAIN_LOG === 'true',
    },
  },
};
