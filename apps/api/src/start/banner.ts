import type { RunningProduct } from './product';

const CONTRACTS: Record<RunningProduct['chain']['status'], string> = {
  fresh: 'deployed',
  existing: 'kept from the last run',
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
  clock,
}: RunningProduct): string {
  const rows = [
    ['Open', url],
    [
      'Chain',
      chain.local
        ? `local Anvil ${chain.rpcUrl}, chain id ${chain.chainId}, state kept in the data directory`
        : `external ${chain.rpcUrl}, chain id ${chain.chainId}`,
    ],
    ['Contracts', `${CONTRACTS[chain.status]}; Vault ${deployment.vault}`],
    ['Database', db.description],
    ['Genesis invite code', `${config.genesisInviteCode} (root ${config.rootAddress})`],
    ['Operator', `${app.money.operator} (its transfers to the Vault top up the treasury)`],
    ['Data directory', config.dataDir],
    ...(chain.demo
      ? [['Demo time', `${clock.now().toISOString()} (move it forward in the dev wallet popup)`]]
      : []),
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
    chain.local
      ? 'Ctrl-C stops everything; the next npm start resumes here (npm start -- --reset starts over).'
      : 'Ctrl-C stops everything.',
    ``,
  ].join('\n');
}
