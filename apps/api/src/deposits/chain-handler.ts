import type { DepositEvent } from '../chain/events';
import type { MoneyContext } from '../ledger/context';
import type { LedgerTx } from '../ledger/ledger';
import { creditDeposit } from './credit';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The chain watcher's handler of transfers into the Vault (registered in app.ts): credits each
 * once and says where an operator's top-up or an unknown sender's money went.
 */
export const depositHandler = {
  kind: 'deposit' as const,
  async handle(
    tx: LedgerTx,
    event: DepositEvent,
    { money, log }: { money: MoneyContext; log: Log },
  ): Promise<boolean> {
    const outcome = await creditDeposit(tx, event, {
      operator: money.operator,
      now: money.clock.now(),
    });
    if (outcome.status !== 'credited') return false;
    if (outcome.disposition === 'treasury') {
      log.info(
        { txHash: event.txHash, asset: event.asset, amount: event.amount.toString() },
        'operator top-up credited to the treasury',
      );
    }
    if (outcome.disposition === 'suspense') {
      log.warn(
        { txHash: event.txHash, from: event.from, asset: event.asset },
        'deposit from an unregistered address held in suspense for review',
      );
    }
    return true;
  },
};
