// Team tests: a tree of accounts of their own. Every dev account 0-19 already belongs to a
// file (helpers/money.ts), so these use accounts 20-29 of the same mnemonic, given gas and
// tokens on the test chain directly (anvil's setBalance and setStorageAt: no one's nonce moves):
// team.test.ts 20-25, team-donate-switch.test.ts 26-28, history.test.ts 37-39.
import { devAccounts } from '@xbond/contracts/chain';
import { ASSETS, type Asset } from '@xbond/shared/assets';
import { type Address, encodeAbiParameters, type HDAccount, keccak256, pad, toHex } from 'viem';
import { inject } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import { envelope } from './app';
import { clients, type MoneyApp, units } from './money';
import { postLogin, signedLogin } from './siwe';

const extra = devAccounts(40);

export function teamAccount(i: number): HDAccount {
  const a = extra[i];
  if (!a || i < 20) throw new Error(`no team account ${i} (20-39)`);
  return a;
}

/**
 * Where a token keeps `balanceOf(holder)`: OpenZeppelin's ERC-20 in its first storage slot, the
 * Uniswap V2 pair (LP) in its second (after totalSupply).
 */
const balanceSlot = (holder: Address, asset: Asset) =>
  keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [holder, asset === 'LP' ? 1n : 0n],
    ),
  );

/** Gives `who` gas and `amount` whole tokens of every asset on the test chain. */
export async function giveTokens(who: HDAccount, amount: string): Promise<void> {
  const { testClient } = clients(who);
  await testClient.setBalance({ address: who.address, value: units('100') });
  const tokens = assetAddresses(inject('deployment'));
  for (const asset of ASSETS) {
    await testClient.setStorageAt({
      address: tokens[asset],
      index: balanceSlot(who.address, asset),
      value: pad(toHex(units(amount)), { size: 32 }),
    });
  }
}

/** Signs `who` up with an invitation code; answers the bearer header. */
export async function joinWith(m: MoneyApp, who: HDAccount, inviteCode: string): Promise<string> {
  const body = envelope(await postLogin(m.app, await signedLogin(m.app, who, { inviteCode }))) as {
    code: number;
    msg: string;
    data: { token: string };
  };
  if (body.code !== 1) throw new Error(`sign-up failed: ${body.msg}`);
  return `Bearer ${body.data.token}`;
}
