import type { TokenList } from '@xbond/shared/api/common';
import type { WalletInfo } from '@xbond/shared/api/user';
import { toAddress } from '../address';
import { ReadCache } from '../cache/read-cache';
import type { ChangeFeed } from '../changes/feed';
import type { Config } from '../config';
import { type Db, readAll } from '../db/db';
import { pendingOrdersRead } from '../deposits/orders';
import { orderView } from '../deposits/view';
import { userBalancesRead } from '../ledger/balances';
import type { MoneyContext } from '../ledger/context';
import { findIdentity } from '../users/users';
import { pendingWithdrawalsRead } from '../withdrawals/repository';
import { withdrawalView } from '../withdrawals/view';

type Identity = Pick<WalletInfo, 'address' | 'inviteCode' | 'referrer'>;

/**
 * Address, invite code and referrer never change once registered (the genesis invite code
 * may, at a restart with another GENESIS_INVITE_CODE: hence a TTL at all).
 */
const IDENTITY_TTL_MS = 10 * 60_000;
const MAX_IDENTITIES = 50_000;
/** Wallets kept in memory at most (a few KB each). */
const MAX_WALLETS = 10_000;

/**
 * GET /user/wallet as a read model (docs/caching.md): a user's wallet is read from the
 * database once and served from memory until something changes it. The ledger announces every
 * committed operation's users, the deposit and withdrawal services their other writes
 * (ChangeFeed), so this instance never serves a wallet older than a commit it made; other
 * instances hear of it by NOTIFY, and WALLET_CACHE_SECONDS bounds the age of an entry if a
 * message is lost. An entry also ends when one of its open deposit orders expires.
 */
export class WalletReader {
  private readonly identities = new ReadCache<string, Identity>({
    ttlMs: IDENTITY_TTL_MS,
    max: MAX_IDENTITIES,
  });
  private readonly wallets: ReadCache<string, WalletInfo>;

  constructor(
    private readonly db: Db,
    private readonly money: Pick<MoneyContext, 'book' | 'chainId' | 'clock'>,
    private readonly tokens: TokenList['tokens'],
    ttlSeconds: number,
    changes: ChangeFeed,
    /** Whose wallet says `operator: true` (the side menu's console entry). */
    private readonly operators: Pick<Config, 'adminAddresses'>,
  ) {
    // On the product's clock, as the order expiries that end an entry are.
    this.wallets = new ReadCache({
      ttlMs: ttlSeconds * 1000,
      max: MAX_WALLETS,
      now: () => money.clock.now().getTime(),
    });
    changes.listen({
      usersChanged: (ids) => {
        for (const id of ids) this.wallets.invalidate(id);
      },
      sessionChanged: () => {},
      resync: () => {
        this.wallets.clear();
        this.identities.clear();
      },
    });
  }

  /** The user's wallet when it is in memory, without a promise: the hot read path. */
  cached(userId: string): WalletInfo | undefined {
    return this.wallets.get(userId);
  }

  /** The user's wallet, or null when there is no such user. */
  async read(userId: string): Promise<WalletInfo | null> {
    const cached = this.wallets.get(userId);
    if (cached) return cached;
    const ticket = this.wallets.ticket();
    const { db, money } = this;
    const now = money.clock.now();
    // The user's own rows in one round trip; the identity is almost always in memory.
    const [identity, [balances, deposits, withdrawals]] = await Promise.all([
      this.identity(userId),
      readAll(db, [
        userBalancesRead(userId),
        pendingOrdersRead(userId, now),
        pendingWithdrawalsRead(userId),
      ]),
    ]);
    if (!identity) return null;
    const wallet: WalletInfo = {
      ...identity,
      operator: this.operators.adminAddresses.includes(identity.address.toLowerCase()),
      balances: this.tokens.map((t) => {
        const b = balances.get(t.asset);
        return {
          asset: t.asset,
          symbol: t.symbol,
          decimals: t.decimals,
          available: money.book.format(t.asset, b?.available ?? 0n),
          pendingWithdrawal: money.book.format(t.asset, b?.pendingWithdrawal ?? 0n),
        };
      }),
      pendingDeposits: deposits.map((o) => orderView(money.book, o, now)),
      pendingWithdrawals: withdrawals.map((w) => withdrawalView(money.book, money.chainId, w)),
    };
    // An open order leaves the pending list when it expires unpaid.
    const expiries = deposits.filter((o) => !o.txHash).map((o) => o.expiresAt.getTime());
    this.wallets.set(userId, wallet, ticket, Math.min(...expiries));
    return wallet;
  }

  private async identity(userId: string): Promise<Identity | null> {
    const cached = this.identities.get(userId);
    if (cached) return cached;
    const ticket = this.identities.ticket();
    const row = await findIdentity(this.db, userId);
    if (!row) return null;
    const identity = {
      address: toAddress(row.address),
      inviteCode: row.inviteCode,
      referrer: row.referrer ? toAddress(row.referrer) : null,
    };
    this.identities.set(userId, identity, ticket);
    return identity;
  }
}
