import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/**
 * For load balancers and operators: up means the database answers and the chain still holds
 * the history the ledger was booked from. A reorg the watcher found answers 503 with
 * `reason: 'chain_reorg'` and the block (docs/ledger.md, "Reorgs").
 */
export async function healthRoutes(app: FastifyInstance, { db, money }: AppDeps) {
  app.get('/health', async (request, reply) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error' });
    }
    const reorg = money.chainStatus.reorg;
    if (reorg) {
      return reply
        .code(503)
        .send({ status: 'error', reason: 'chain_reorg', block: reorg.block.toString() });
    }
    return { status: 'ok' };
  });
}
