import type { Deployment } from '@xbond/contracts/deploy';
import type { TokenList } from '@xbond/shared/api/common';
import type { Address, LocalAccount, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainStatus } from '../chain/chain-status';
import type { ChainContext } from '../chain/client';
import type { ChangeFeed } from '../changes/feed';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Clock } from '../time/clock';
import { AssetBook } from './assets';
import { Ledger } from './ledger';
import type { MoneySettings } from './settings';

/** What the deposit, withdrawal and watcher services work with; built once per app. */
export interface MoneyContext {
  db: Db;
  ledger: Ledger;
  client: PublicClient;
  chainId: number;
  book: AssetBook;
  settings: MoneySettings;
  /** The withdrawal signer (WITHDRAW_SIGNER_KEY): signs vouchers the Vault honours. */
  signer: LocalAccount;
  /**
   * OPERATOR_ADDRESS, else the deployer: its transfers into the Vault top up the treasury
   * instead of a user's balance, unless they pay one of its deposit orders (docs/ledger.md).
   */
  operator: Address;
  /** Told about every committed change of a user's wallet (the wallet read model's cache). */
  changes: Pick<ChangeFeed, 'usersChanged'>;
  /** The product's one clock (docs/time.md). */
  clock: Clock;
  /**
   * The newest block whose credits may be booked: at most `block`, and never past what the
   * chain has made durable (the local chain's saved state; any block on a real chain).
   */
  durable: (block: bigint) => Promise<bigint>;
  /** A reorg the watcher found: nothing is credited while it stands. */
  chainStatus: ChainStatus;
}

export function createMoneyContext(
  config: Pick<Config, 'money' | 'withdrawSignerKey' | 'operatorAddress'>,
  db: Db,
  chain: Pick<ChainContext, 'client' | 'chainId' | 'durable'> & { clock: Clock },
  deployment: Pick<Deployment, 'deployer'>,
  tokens: TokenList,
  changes: Pick<ChangeFeed, 'usersChanged'>,
): MoneyContext {
  return {
    db,
    // After each commit, the users whose balances it moved.
    ledger: new Ledger(db, (users) => changes.usersChanged(users)),
    client: chain.client,
    chainId: chain.chainId,
    book: new AssetBook(tokens),
    settings: config.money,
    signer: privateKeyToAccount(config.withdrawSignerKey),
    operator: config.operatorAddress ?? deployment.deployer,
    changes,
    clock: chain.clock,
    durable: chain.durable,
    chainStatus: new ChainStatus(),
  };
}
