import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** For load balancers and operators: up means the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/health', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error' });
    }
  });
}
