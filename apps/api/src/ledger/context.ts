import type { TokenList } from '@xbond/shared/api/common';
import type { LocalAccount, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainContext } from '../chain/client';
import type { Config } from '../config';
import type { Db } from '../db/db';
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
}

export function createMoneyContext(
  config: Pick<Config, 'money' | 'withdrawSignerKey'>,
  db: Db,
  chain: Pick<ChainContext, 'client' | 'chainId'>,
  tokens: TokenList,
): MoneyContext {
  return {
    db,
    ledger: new Ledger(db),
    client: chain.client,
    chainId: chain.chainId,
    book: new AssetBook(tokens),
    settings: config.money,
    signer: privateKeyToAccount(config.withdrawSignerKey),
  };
}
