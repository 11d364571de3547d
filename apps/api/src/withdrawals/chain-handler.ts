import type { ClaimEvent } from '../chain/events';
import type { LedgerTx } from '../ledger/ledger';
import { settleClaim } from './settle';

/**
 * The chain watcher's handler of the Vault's Claimed events (registered in app.ts): completes
 * the withdrawal the voucher paid, and reports a payment the ledger cannot match.
 */
export const claimHandler = {
  kind: 'claim' as const,
  async handle(
    tx: LedgerTx,
    event: ClaimEvent,
    { log }: { log: { error(obj: object, msg: string): void } },
  ): Promise<boolean> {
    const outcome = await settleClaim(tx, event);
    if (outcome.status === 'unknown') {
      log.error(
        { txHash: event.txHash, user: event.user, nonce: event.nonce.toString() },
        `Vault paid a claim the ledger cannot match: ${outcome.reason}`,
      );
    }
    return outcome.status === 'completed';
  },
};
