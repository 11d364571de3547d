// Reusing the deployment kept in a file when the chain still has it, deploying one when none is kept.
import { existsSync } from 'node:fs';
import { type Address, createPublicClient, http, isAddressEqual, type PublicClient } from 'viem';
import { vaultAbi } from './abis';
import { type DeployOptions, deployAll } from './deploy';
import { type Deployment, loadDeployment, saveDeployment, TOKEN_SYMBOLS } from './deployment';

export type EnsureStatus = 'existing' | 'fresh';

export interface EnsureResult {
  deployment: Deployment;
  status: EnsureStatus;
}

/**
 * The deployment file names contracts the chain does not have (another chain, or one that lost
 * its state). Never answered by redeploying: data kept beside the file refers to those contracts.
 */
export class DeploymentMismatchError extends Error {
  override readonly name = 'DeploymentMismatchError';
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      `The contracts kept in ${file} are not on this chain: ${reason}. Nothing was deployed. ` +
        'Use the chain they were deployed on, or move or delete the file to deploy new contracts.',
    );
  }
}

export interface EnsureDeploymentOptions extends DeployOptions {
  file: string;
  /**
   * Runs after a fresh deployment and before its file is written: where the caller makes the
   * new contracts durable (saves the chain state), so the file never names lost contracts.
   */
  beforeSave?: () => Promise<void>;
}

/**
 * Reuses the deployment kept in `file` ('existing'), or deploys and saves one when there is no
 * file ('fresh'). A kept deployment the chain does not match is a DeploymentMismatchError.
 */
export async function ensureDeployment(opts: EnsureDeploymentOptions): Promise<EnsureResult> {
  if (!existsSync(opts.file)) {
    const deployment = await deployAll(opts);
    await opts.beforeSave?.();
    saveDeployment(opts.file, deployment);
    return { deployment, status: 'fresh' };
  }

  const kept = loadDeployment(opts.file);
  const client = createPublicClient({ transport: http(opts.rpcUrl) });
  const reason = await whyNotReusable(client, kept);
  if (reason) throw new DeploymentMismatchError(opts.file, reason);

  // Same contracts, but the Vault honouring another key would make every voucher fail on claim.
  const signer = await client.readContract({
    address: kept.vault,
    abi: vaultAbi,
    functionName: 'signer',
  });
  if (!isAddressEqual(signer, opts.signerAddress)) {
    throw new Error(
      `The Vault at ${kept.vault} accepts vouchers from ${signer}, but the configured withdrawal ` +
        `signer is ${opts.signerAddress}. Restore the signer key, have the owner call setSigner, ` +
        `or delete ${opts.file} to redeploy.`,
    );
  }
  return { deployment: kept, status: 'existing' };
}

async function whyNotReusable(client: PublicClient, d: Deployment): Promise<string | undefined> {
  const chainId = await client.getChainId();
  if (chainId !== d.chainId)
    return `the chain id is ${chainId}, the kept deployment is for ${d.chainId}`;
  const contracts: [string, Address][] = [
    ['Vault', d.vault],
    ['Uniswap V2 factory', d.factory],
    ['X/USDD pair', d.pairs.X_USDD.address],
    ['TNB/USDD pair', d.pairs.TNB_USDD.address],
    ...TOKEN_SYMBOLS.map((s): [string, Address] => [`token ${s}`, d.tokens[s].address]),
  ];
  const codes = await Promise.all(contracts.map(([, address]) => client.getCode({ address })));
  const missing = contracts.filter((_, i) => !codes[i] || codes[i] === '0x');
  if (missing.length > 0) {
    return `the chain has no code at the kept ${missing.map(([n, a]) => `${n} (${a})`).join(', ')}`;
  }
  // The same addresses can be redeployed on a chain that started over (same deployer, same
  // nonces): the deployment block's hash tells the original history from a new one.
  if (d.deployBlock) {
    const block = await client
      .getBlock({ blockNumber: BigInt(d.deployBlock.number) })
      .catch(() => undefined);
    if (block?.hash !== d.deployBlock.hash) {
      return `block ${d.deployBlock.number} is not the block the contracts were deployed in`;
    }
  }
  return undefined;
}
