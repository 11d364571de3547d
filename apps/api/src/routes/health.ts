import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { JobStatus } from '../jobs/job';

/**
 * For load balancers and operators: up means the database answers, the chain still holds the
 * history the ledger was booked from, and no job is behind. A reorg the watcher found answers
 * 503 with `reason: 'chain_reorg'` and the block (docs/ledger.md, "Reorgs"). Every job is
 * listed with its last settled period, its lag (ended periods not settled) and its failures in
 * a row; a job more than one period behind answers 503 with `reason: 'jobs_behind'` and those
 * jobs (docs/time.md, "Health").
 */
export async function healthRoutes(app: FastifyInstance, { db, money }: AppDeps) {
  app.get('/health', async (request, reply) => {
    let jobs: JobStatus[];
    try {
      await db.query('SELECT 1');
      jobs = await app.jobs.status();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error' });
    }
    const listed = jobs.map((j) => ({
      job: j.job,
      period: j.period,
      settled: j.settled,
      lag: j.lag,
      failures: j.failures,
      retryAt: j.retryAt?.toISOString() ?? null,
    }));
    const reorg = money.chainStatus.reorg;
    if (reorg) {
      return reply
        .code(503)
        .send({ status: 'error', reason: 'chain_reorg', block: reorg.block.toString() });
    }
    const behind = listed.filter((j) => j.lag > 1).map((j) => j.job);
    if (behind.length > 0) {
      return reply.code(503).send({ status: 'error', reason: 'jobs_behind', behind, jobs: listed });
    }
    return { status: 'ok', jobs: listed };
  });
}
