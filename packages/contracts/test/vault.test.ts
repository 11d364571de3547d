// The Vault on a real local chain: a voucher pays once, and every kind of bad voucher is refused.
import {
  domainSeparator,
  encodeFunctionData,
  keccak256,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { erc20Abi, vaultAbi, vaultBytecode } from '../src/abis';
import { recoverVoucherSigner, signVoucher, voucherDomain, voucherTypedData } from '../src/voucher';
import {
  clients,
  devAccount,
  expectRevert,
  latestTimestamp,
  randomAddress,
  testSigner,
} from './helpers';
import {
  balanceOf,
  chainId,
  claim,
  deployment,
  expectClaimRefused,
  makeVoucher,
  publicClient,
  relayer,
  rpcUrl,
  testClient,
  vault,
  walletClient,
  X,
} from './vault-claims';

describe('Vault', () => {
  it('uses the same EIP-712 domain and type hash as src/voucher.ts', async () => {
    const onChain = await publicClient.readContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'domainSeparator',
    });
    expect(onChain).toBe(domainSeparator({ domain: voucherDomain(chainId, vault) }));
    const typeHash = await publicClient.readContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'VOUCHER_TYPEHASH',
    });
    expect(typeHash).toBe(
      keccak256(
        toHex('Voucher(address user,address token,uint256 amount,uint256 nonce,uint256 deadline)'),
      ),
    );
    expect(
      await publicClient.readContract({ address: vault, abi: vaultAbi, functionName: 'signer' }),
    ).toBe(testSigner.address);
  });

  it('pays a valid voucher to its user (whoever submits it), once, and emits Claimed', async () => {
    const voucher = await makeVoucher();
    const signature = await signVoucher(testSigner, { chainId, vault, voucher });
    expect(await recoverVoucherSigner({ chainId, vault, voucher, signature })).toBe(
      testSigner.address,
    );

    const vaultBefore = await balanceOf(X.address, vault);
    const relayerBefore = await balanceOf(X.address, relayer.address);
    expect(
      await publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'isNonceUsed',
        args: [voucher.user, voucher.nonce],
      }),
    ).toBe(false);

    const receipt = await claim(voucher, signature);
    expect(receipt.status).toBe('success');

    expect(await balanceOf(X.address, voucher.user)).toBe(voucher.amount);
    expect(await balanceOf(X.address, vault)).toBe(vaultBefore - voucher.amount);
    expect(await balanceOf(X.address, relayer.address)).toBe(relayerBefore);
    expect(
      await publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'isNonceUsed',
        args: [voucher.user, voucher.nonce],
      }),
    ).toBe(true);

    const claimed = parseEventLogs({ abi: vaultAbi, eventName: 'Claimed', logs: receipt.logs });
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.address.toLowerCase()).toBe(vault.toLowerCase());
    expect(claimed[0]?.args).toEqual({
      user: voucher.user,
      token: X.address,
      amount: voucher.amount,
      nonce: voucher.nonce,
    });

    // The same voucher again: refused in simulation, and a forced transaction reverts on chain.
    await expectClaimRefused(voucher, signature, 'NonceUsed');
    const hash = await walletClient.sendTransaction({
      to: vault,
      data: encodeFunctionData({
        abi: vaultAbi,
        functionName: 'claim',
        args: [voucher, signature],
      }),
      gas: 200_000n, // skip estimation, which would refuse to send
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await balanceOf(X.address, voucher.user)).toBe(voucher.amount);
  });

  it('keeps nonces per user: the same nonce for another user still pays', async () => {
    const first = await makeVoucher();
    const second = await makeVoucher({ nonce: first.nonce });
    for (const voucher of [first, second]) {
      const signature = await signVoucher(testSigner, { chainId, vault, voucher });
      expect((await claim(voucher, signature)).status).toBe('success');
      expect(await balanceOf(X.address, voucher.user)).toBe(voucher.amount);
    }
  });

  it('refuses a voucher whose deadline has passed', async () => {
    const past = await makeVoucher({ deadline: (await latestTimestamp(publicClient)) - 1n });
    await expectClaimRefused(
      past,
      await signVoucher(testSigner, { chainId, vault, voucher: past }),
      'VoucherExpired',
    );

    // Valid now, expired after the chain's clock moves past the deadline.
    const voucher = await makeVoucher({ deadline: (await latestTimestamp(publicClient)) + 60n });
    const signature = await signVoucher(testSigner, { chainId, vault, voucher });
    await publicClient.simulateContract({
      account: relayer,
      address: vault,
      abi: vaultAbi,
      functionName: 'claim',
      args: [voucher, signature],
    });
    await testClient.increaseTime({ seconds: 120 });
    await testClient.mine({ blocks: 1 });
    await expectClaimRefused(voucher, signature, 'VoucherExpired');
    expect(await balanceOf(X.address, voucher.user)).toBe(0n);
  });

  it('accepts a claim mined exactly at the deadline', async () => {
    const deadline = (await latestTimestamp(publicClient)) + 30n;
    const voucher = await makeVoucher({ deadline });
    const signature = await signVoucher(testSigner, { chainId, vault, voucher });
    await testClient.setNextBlockTimestamp({ timestamp: deadline });
    const receipt = await claim(voucher, signature);
    expect((await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp).toBe(
      deadline,
    );
    expect(receipt.status).toBe('success');
  });

  it('refuses a voucher signed by anyone but the withdrawal signer', async () => {
    const voucher = await makeVoucher();
    const stranger = privateKeyToAccount(generatePrivateKey());
    await expectClaimRefused(
      voucher,
      await signVoucher(stranger, { chainId, vault, voucher }),
      'BadSignature',
    );
    // The user signing their own voucher is just another stranger.
    await expectClaimRefused(
      voucher,
      await signVoucher(devAccount(2), { chainId, vault, voucher }),
      'BadSignature',
    );
  });

  it('refuses a voucher whose amount (or any field) differs from what was signed', async () => {
    const voucher = await makeVoucher();
    const signature = await signVoucher(testSigner, { chainId, vault, voucher });
    await expectClaimRefused(
      { ...voucher, amount: voucher.amount + 1n },
      signature,
      'BadSignature',
    );
    await expectClaimRefused(
      { ...voucher, token: deployment.tokens.USDD.address },
      signature,
      'BadSignature',
    );
    await expectClaimRefused({ ...voucher, user: randomAddress() }, signature, 'BadSignature');
    await expectClaimRefused(
      { ...voucher, deadline: voucher.deadline + 1n },
      signature,
      'BadSignature',
    );
    // Signed for another chain or another vault.
    const otherChain = await signVoucher(testSigner, { chainId: chainId + 1, vault, voucher });
    await expectClaimRefused(voucher, otherChain, 'BadSignature');
    const otherVault = await signVoucher(testSigner, { chainId, vault: randomAddress(), voucher });
    await expectClaimRefused(voucher, otherVault, 'BadSignature');
    // Malformed signatures are refused with the same error, not a library panic.
    await expectClaimRefused(voucher, `0x${'11'.repeat(65)}`, 'BadSignature');
    await expectClaimRefused(voucher, '0x1234', 'BadSignature');
    // The untouched voucher still pays.
    expect((await claim(voucher, signature)).status).toBe('success');
  });

  it('lets only the owner rotate the signer; old vouchers stop working', async () => {
    // A Vault of its own, so rotating its signer cannot disturb the other tests.
    const owner = devAccount(0);
    const ownerClients = clients(rpcUrl, owner);
    const deployHash = await ownerClients.walletClient.deployContract({
      abi: vaultAbi,
      bytecode: vaultBytecode,
      args: [testSigner.address, owner.address],
    });
    const ownVault = (await publicClient.waitForTransactionReceipt({ hash: deployHash }))
      .contractAddress;
    if (!ownVault) throw new Error('Vault deployment failed');
    const fund = await ownerClients.walletClient.writeContract({
      address: X.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ownVault, parseUnits('1000', X.decimals)],
    });
    await publicClient.waitForTransactionReceipt({ hash: fund });

    const newSigner = privateKeyToAccount(generatePrivateKey());
    await expectRevert(
      publicClient.simulateContract({
        account: relayer,
        address: ownVault,
        abi: vaultAbi,
        functionName: 'setSigner',
        args: [newSigner.address],
      }),
      'OwnableUnauthorizedAccount',
    );
    const rotate = await ownerClients.walletClient.writeContract({
      address: ownVault,
      abi: vaultAbi,
      functionName: 'setSigner',
      args: [newSigner.address],
    });
    await publicClient.waitForTransactionReceipt({ hash: rotate });

    const voucher = await makeVoucher();
    const oldSig = await signVoucher(testSigner, { chainId, vault: ownVault, voucher });
    await expectRevert(
      publicClient.simulateContract({
        account: relayer,
        address: ownVault,
        abi: vaultAbi,
        functionName: 'claim',
        args: [voucher, oldSig],
      }),
      'BadSignature',
    );
    const newSig = await signVoucher(newSigner, { chainId, vault: ownVault, voucher });
    expect((await claim(voucher, newSig, ownVault)).status).toBe('success');
    expect(await balanceOf(X.address, voucher.user)).toBe(voucher.amount);
  });

  it('builds typed data that a wallet can sign with eth_signTypedData_v4', () => {
    const voucher = {
      user: randomAddress(),
      token: X.address,
      amount: 1n,
      nonce: 7n,
      deadline: 1n,
    };
    const typed = voucherTypedData({ chainId, vault, voucher });
    expect(typed.primaryType).toBe('Voucher');
    expect(typed.domain).toEqual({
      name: 'XBond Vault',
      version: '1',
      chainId,
      verifyingContract: vault,
    });
    expect(typed.message).toBe(voucher);
  });
});
