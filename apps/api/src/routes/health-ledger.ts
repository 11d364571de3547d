import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { reconcile } from '../ledger/reconcile';
import { perIp } from '../plugins/rate-limit';

/**
 * GET /health/ledger: conservation against the chain (docs/ledger.md), for operators and for
 * `npm run ledger:check` while the API holds the embedded database. Amounts in base units.
 * Nothing here is private: the Vault's balances are public on chain and the ledger equals
 * them. HTTP 503 when an asset does not balance, so a monitor can alert on the status alone.
 */
export async function ledgerHealthRoutes(app: FastifyInstance, { db, money }: AppDeps) {
  app.get('/health/ledger', { config: { rateLimit: perIp(30) } }, async (_request, reply) => {
    const r = await reconcile(db, money.client, money.book);
    return reply.code(r.ok ? 200 : 503).send({
      ok: r.ok,
      vault: money.book.custody,
      block: r.block.toString(),
      assets: r.assets.map((a) => ({
        asset: a.asset,
        ledger: a.ledger.toString(),
        ahead: a.ahead.toString(),
        vault: a.vault.toString(),
        difference: a.difference.toString(),
        external: a.external.toString(),
      })),
    });
  });
}
