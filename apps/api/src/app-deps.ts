import type { TokenList } from '@xbond/shared/api/common';
import type { ChainContext } from './chain/client';
import type { Config } from './config';
import type { Db } from './db/db';
import type { MoneyContext } from './ledger/context';

/** What every route plugin receives: built once by buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  chain: ChainContext;
  /** Every asset with decimals read from the chain at start, and the custody (Vault) address. */
  tokens: TokenList;
  /** The ledger and what deposits, withdrawals and the watcher work with. */
  money: MoneyContext;
}
