import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '#db/database.ts';

/** GET /api/health: healthy only when a real query against the database succeeds. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await db.pool.query('select 1');
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
};
