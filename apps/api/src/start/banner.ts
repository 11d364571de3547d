import type { Config } from '../config';
import type { StartedChain } from './chain';

const CONTRACTS: Record<StartedChain['status'], string> = {
  fresh: 'deployed',
  existing: 'reused from the last run',
  reset: 'redeployed (the chain had been restarted)',
  external: 'as recorded in the deployment file',
};

/** What a person starting the product needs to see; no secret is printed. */
export function banner(
  config: Config,
  chain: StartedChain,
  chainId: number,
  database: string,
): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(config.host);
  const url = `http://${local ? 'localhost' : config.host}:${config.port}`;
  const rows = [
    ['Open', url],
    [
      'Chain',
      `${chain.local ? 'local Hardhat node' : 'external'} ${chain.rpcUrl}, chain id ${chainId}`,
    ],
    ['Contracts', `${CONTRACTS[chain.status]}; Vault ${chain.deployment.vault}`],
    ['Database', database],
    ['Genesis invite code', `${config.genesisInviteCode} (root ${config.rootAddress})`],
    ['Data directory', config.dataDir],
  ];
  const width = Math.max(...rows.map(([k]) => (k ?? '').length));
  const lines = rows.map(([k, v]) => `  ${(k ?? '').padEnd(width)}  ${v}`);
  return [
    ``,
    `${config.productName} is running.`,
    ...lines,
    ``,
    `Ctrl-C stops everything.`,
    ``,
  ].join('\n');
}
