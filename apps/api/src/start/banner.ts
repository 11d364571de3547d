import type { RunningProduct } from './product';

const CONTRACTS: Record<RunningProduct['chain']['status'], string> = {
  fresh: 'deployed',
  existing: 'reused from the last run',
  reset: 'redeployed (the chain had been restarted)',
  external: 'as recorded in the deployment file',
};

/** What a person starting the product needs to see; no secret is printed. */
export function banner({
  url,
  config,
  chain,
  deployment,
  db,
  app,
  ledger,
}: RunningProduct): string {
  const rows = [
    ['Open', url],
    [
      'Chain',
      `${chain.local ? 'local Hardhat node' : 'external'} ${chain.rpcUrl}, chain id ${chain.chainId}`,
    ],
    ['Contracts', `${CONTRACTS[chain.status]}; Vault ${deployment.vault}`],
    ['Database', db.description],
    ['Genesis invite code', `${config.genesisInviteCode} (root ${config.rootAddress})`],
    ['Operator', `${app.money.operator} (its transfers to the Vault top up the treasury)`],
    ['Data directory', config.dataDir],
  ];
  const width = Math.max(...rows.map(([k]) => (k ?? '').length));
  const lines = rows.map(([k, v]) => `  ${(k ?? '').padEnd(width)}  ${v}`);
  return [
    ``,
    `${config.productName} is running.`,
    ...lines,
    ``,
    ledger.status === 'opened'
      ? `Ledger opened: the Vault's balances at block ${ledger.block} are the treasury's; the chain watcher credits deposits from there.`
      : `Ledger: the chain watcher resumes after block ${ledger.block}.`,
    `Ctrl-C stops everything.`,
    ``,
  ].join('\n');
}
