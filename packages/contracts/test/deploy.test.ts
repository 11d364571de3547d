// deployAll / ensureDeployment on real local chains: balances, decimals, reuse, and refusing a
// kept deployment the chain does not match.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Address, type Hash, isAddressEqual, parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { erc20Abi, uniswapV2PairAbi, vaultAbi } from '../src/abis';
import { devAccounts, findFreePort, startLocalChain } from '../src/chain';
import {
  DEFAULT_ACCOUNT_FUNDING,
  DEFAULT_TREASURY_FUNDING,
  deployAll,
  loadDeployment,
  saveDeployment,
  TOKEN_SYMBOLS,
} from '../src/deploy';
import { DeploymentMismatchError, ensureDeployment } from '../src/ensure-deployment';
import { ratioToDecimal, readPairPrice } from '../src/price';
import { clients, devAccount, randomAddress, tempDir, testSigner } from './helpers';

const rpcUrl = inject('rpcUrl');
const deployment = inject('deployment');

function readers(url: string) {
  const { publicClient } = clients(url, devAccount(0));
  const balanceOf = (token: Address, owner: Address) =>
    publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  return { publicClient, balanceOf };
}

describe('deployAll', () => {
  it('funds every dev account with 1,000,000 of each token and 1,000 LP', async () => {
    const { balanceOf } = readers(rpcUrl);
    const [deployer, ...others] = devAccounts();
    for (const symbol of TOKEN_SYMBOLS) {
      const token = deployment.tokens[symbol];
      const expected = parseUnits(DEFAULT_ACCOUNT_FUNDING[symbol], token.decimals);
      expect(expected).toBe(parseUnits('1000000', token.decimals));
      for (const account of others)
        expect(await balanceOf(token.address, account.address)).toBe(expected);
      // The deployer keeps the rest of the supply.
      expect(await balanceOf(token.address, deployer?.address ?? '0x')).toBeGreaterThan(expected);
    }
    const lp = deployment.pairs.X_USDD;
    for (const account of others) {
      expect(await balanceOf(lp.address, account.address)).toBe(parseUnits('1000', lp.decimals));
    }
  });

  it('works with any decimals, funds the treasury in the Vault, and prices follow reserves', async () => {
    const deployer = devAccount(19);
    const started = Date.now();
    const d = await deployAll({
      rpcUrl,
      deployer,
      signerAddress: testSigner.address,
      decimals: { X: 8, USDD: 6, TNB: 0 },
      // The LP minted is sqrt(x * y) base units: with small decimals, very little LP exists.
      treasuryFunding: { LP: '0.000001' },
    });
    const took = Date.now() - started;
    expect(took).toBeLessThan(10_000);

    const { publicClient, balanceOf } = readers(rpcUrl);
    for (const symbol of TOKEN_SYMBOLS) {
      const token = d.tokens[symbol];
      const read = (functionName: 'decimals' | 'symbol') =>
        publicClient.readContract({ address: token.address, abi: erc20Abi, functionName });
      expect(await read('decimals')).toBe(token.decimals);
      expect(await read('symbol')).toBe(symbol);
      // Custody is the Vault itself: the treasury's working funds sit there.
      expect(await balanceOf(token.address, d.vault)).toBe(
        parseUnits(DEFAULT_TREASURY_FUNDING[symbol], token.decimals),
      );
    }
    expect([d.tokens.X.decimals, d.tokens.USDD.decimals, d.tokens.TNB.decimals]).toEqual([8, 6, 0]);
    expect(await balanceOf(d.pairs.X_USDD.address, d.vault)).toBe(
      parseUnits('0.000001', d.pairs.X_USDD.decimals),
    );
    expect(
      await publicClient.readContract({ address: d.vault, abi: vaultAbi, functionName: 'owner' }),
    ).toBe(deployer.address);

    expect(
      (await readPairPrice(publicClient, d.pairs.X_USDD.address, d.tokens.X, d.tokens.USDD)).price,
    ).toBe('0.5');
    expect(
      (await readPairPrice(publicClient, d.pairs.TNB_USDD.address, d.tokens.TNB, d.tokens.USDD))
        .price,
    ).toBe('0.2');

    // A real swap (1,000 USDD in, X out, 0.3% fee) moves the price; it still equals the reserves' ratio.
    const { walletClient } = clients(rpcUrl, deployer);
    const pair = d.pairs.X_USDD.address;
    const pairRead = <F extends 'getReserves' | 'token0'>(functionName: F) =>
      publicClient.readContract({ address: pair, abi: uniswapV2PairAbi, functionName });
    const [r0, r1] = await pairRead('getReserves');
    const usddIs0 = isAddressEqual(await pairRead('token0'), d.tokens.USDD.address);
    const [reserveIn, reserveOut] = usddIs0 ? [r0, r1] : [r1, r0];
    const amountIn = parseUnits('1000', d.tokens.USDD.decimals);
    const amountOut = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);
    const mined = async (hash: Promise<Hash>) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
      expect(receipt.status).toBe('success');
      return receipt;
    };
    await mined(
      walletClient.writeContract({
        address: d.tokens.USDD.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [pair, amountIn],
      }),
    );
    const to = randomAddress();
    const swap = await mined(
      walletClient.writeContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'swap',
        args: usddIs0 ? [0n, amountOut, to, '0x'] : [amountOut, 0n, to, '0x'],
      }),
    );
    expect(await balanceOf(d.tokens.X.address, to)).toBe(amountOut);
    // Priced at the swap's block: this client read a block number just before the swap, which
    // viem caches (cacheTime), so "the latest block" could still mean the one before it.
    const after = await readPairPrice(publicClient, pair, d.tokens.X, d.tokens.USDD, {
      blockNumber: swap.blockNumber,
    });
    expect(after.blockNumber).toBe(swap.blockNumber);
    // Without a block, the latest one is asked for now, not taken from that cache.
    expect(await readPairPrice(publicClient, pair, d.tokens.X, d.tokens.USDD)).toEqual(after);
    expect(after.reserveQuote).toBe(reserveIn + amountIn);
    expect(after.reserveBase).toBe(reserveOut - amountOut);
    // quote/base in whole tokens: (rq / 10^6) / (rb / 10^8)
    expect(after.price).toBe(
      ratioToDecimal(after.reserveQuote * 10n ** 8n, after.reserveBase * 10n ** 6n),
    );
    expect(Number(after.price)).toBeGreaterThan(0.5);
  });

  it('refuses settings the supply cannot cover, before sending anything', async () => {
    const { publicClient } = readers(rpcUrl);
    const deployer = devAccount(19);
    const nonce = await publicClient.getTransactionCount({ address: deployer.address });
    await expect(
      deployAll({ rpcUrl, deployer, signerAddress: testSigner.address, initialSupply: '1000' }),
    ).rejects.toThrow(/initialSupply is too small/);
    expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(nonce);
  });
});

describe('saveDeployment / loadDeployment', () => {
  it('round-trips a deployment, bigints included, and rejects other files', () => {
    const dir = tempDir();
    const file = join(dir, 'nested', 'deployment.json');
    saveDeployment(file, deployment);
    expect(loadDeployment(file)).toEqual(deployment);

    const withBigint = { ...deployment, extra: 2n ** 200n };
    saveDeployment(file, withBigint);
    expect((loadDeployment(file) as typeof withBigint).extra).toBe(2n ** 200n);

    writeFileSync(join(dir, 'other.json'), '{"hello":"world"}');
    expect(() => loadDeployment(join(dir, 'other.json'))).toThrow(/not a deployment file/);
  });
});

describe('ensureDeployment', () => {
  it("deploys ('fresh'), reuses ('existing'), and never redeploys over a kept file the chain does not match", async () => {
    const file = join(tempDir(), 'deployment.json');
    const deployer = devAccount(18);
    const opts = { rpcUrl, file, deployer, signerAddress: testSigner.address };

    const first = await ensureDeployment(opts);
    expect(first.status).toBe('fresh');
    expect(loadDeployment(file)).toEqual(first.deployment);

    const second = await ensureDeployment(opts);
    expect(second.status).toBe('existing');
    expect(second.deployment).toEqual(first.deployment);

    // A kept address with no code (e.g. a chain that lost its state): refuse, deploy nothing.
    const bogus = randomAddress();
    saveDeployment(file, { ...first.deployment, vault: bogus });
    const kept = readFileSync(file, 'utf8');
    const { publicClient } = readers(rpcUrl);
    const nonce = await publicClient.getTransactionCount({ address: deployer.address });
    const error = await ensureDeployment(opts).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeploymentMismatchError);
    expect((error as DeploymentMismatchError).name).toBe('DeploymentMismatchError');
    expect((error as DeploymentMismatchError).file).toBe(file);
    expect((error as DeploymentMismatchError).reason).toContain(bogus);
    expect((error as DeploymentMismatchError).message).toContain(bogus);
    expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(nonce);
    expect(readFileSync(file, 'utf8')).toBe(kept);

    // Same contracts but another withdrawal signer: refuse rather than hand out dead vouchers.
    saveDeployment(file, first.deployment);
    await expect(ensureDeployment({ ...opts, signerAddress: randomAddress() })).rejects.toThrow(
      /setSigner/,
    );
  });

  it('runs beforeSave after a fresh deployment and before writing the file', async () => {
    const file = join(tempDir(), 'deployment.json');
    const opts = { rpcUrl, file, deployer: devAccount(18), signerAddress: testSigner.address };
    const seen: boolean[] = [];
    const fresh = await ensureDeployment({
      ...opts,
      beforeSave: async () => {
        seen.push(existsSync(file));
      },
    });
    expect(fresh.status).toBe('fresh');
    expect(seen).toEqual([false]);
    expect(loadDeployment(file)).toEqual(fresh.deployment);

    // A failed beforeSave (the contracts are not durable): no file names them.
    const other = join(tempDir(), 'deployment.json');
    await expect(
      ensureDeployment({
        ...opts,
        file: other,
        beforeSave: () => Promise.reject(new Error('disk full')),
      }),
    ).rejects.toThrow(/disk full/);
    expect(existsSync(other)).toBe(false);
  });

  it('reuses the contracts of a persisted local chain, and refuses one that started over, even at the same addresses', async () => {
    const dir = tempDir();
    const port = await findFreePort();
    const file = join(dir, 'deployment.json');
    const statePath = join(dir, 'chain.json');
    const deployer = devAccount(0);
    const opts = { file, deployer, signerAddress: testSigner.address };

    let chain = await startLocalChain({ port, statePath });
    try {
      const fresh = await ensureDeployment({
        ...opts,
        rpcUrl: chain.rpcUrl,
        beforeSave: async () => {
          await chain.saveState();
        },
      });
      expect(fresh.status).toBe('fresh');
      await chain.stop();

      chain = await startLocalChain({ port, statePath });
      expect((await ensureDeployment({ ...opts, rpcUrl: chain.rpcUrl })).status).toBe('existing');
      await chain.stop();

      // A chain without the state has none of the contracts: nothing is deployed.
      chain = await startLocalChain({ port });
      const { publicClient } = readers(chain.rpcUrl);
      await expect(ensureDeployment({ ...opts, rpcUrl: chain.rpcUrl })).rejects.toThrow(
        DeploymentMismatchError,
      );
      await expect(ensureDeployment({ ...opts, rpcUrl: chain.rpcUrl })).rejects.toThrow(/no code/);
      expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(0);

      // Another history with the same addresses: one transaction by someone else, then the same
      // deployer deploys again (blocks mined within the same second as the original ones, with
      // the same transactions, would even have the same hashes: Anvil is deterministic).
      const { walletClient } = clients(chain.rpcUrl, devAccount(1));
      await publicClient.waitForTransactionReceipt({
        hash: await walletClient.sendTransaction({ to: randomAddress(), value: 1n }),
      });
      const again = await deployAll({
        rpcUrl: chain.rpcUrl,
        deployer,
        signerAddress: testSigner.address,
      });
      expect(again.vault).toBe(fresh.deployment.vault);
      await expect(ensureDeployment({ ...opts, rpcUrl: chain.rpcUrl })).rejects.toThrow(
        /not the block/,
      );
    } finally {
      await chain.stop();
    }
  });
});
