import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { sql } from 'kysely';

/** GET /api/health: healthy only when a real query against the database succeeds. */
export function healthOperations({ db }: ServerContext): Pick<OperationHandlers, 'getHealth'> {
  return {
    async getHealth(request, reply) {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  };
}
