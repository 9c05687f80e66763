import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { sql } from 'kysely';

/** A key no upload uses: reading it proves the storage answers without touching members' files. */
const PROBE_KEY = 'health/readiness-probe';
/** A check that has not answered by then counts as unreachable (a bucket behind a dead route). */
const PROBE_TIMEOUT_MS = 3_000;

function withinProbeTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health (liveness): healthy only when a real query against the database succeeds.
 * GET /api/health/ready (readiness, decision 106): whether a load balancer should send this
 * server requests: not while it drains, nor while its database or storage does not answer.
 */
export function healthOperations({
  db,
  storage,
  lifecycle,
}: ServerContext): Pick<OperationHandlers, 'getHealth' | 'getReadiness'> {
  const databaseAnswers = async () => {
    await sql`select 1`.execute(db);
  };
  return {
    async getHealth(request, reply) {
      try {
        await databaseAnswers();
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
    async getReadiness(request, reply) {
      const [database, stored] = await Promise.allSettled([
        withinProbeTime(databaseAnswers()),
        withinProbeTime(storage.get(PROBE_KEY)),
      ]);
      for (const [what, result] of [
        ['database', database],
        ['storage', stored],
      ] as const) {
        if (result.status === 'rejected') {
          request.log.error({ err: result.reason }, `readiness: ${what} does not answer`);
        }
      }
      const databaseOk = database.status === 'fulfilled';
      const storageOk = stored.status === 'fulfilled';
      const answer = {
        status: lifecycle.draining ? 'draining' : databaseOk && storageOk ? 'ok' : 'error',
        database: databaseOk ? 'ok' : 'unreachable',
        storage: storageOk ? 'ok' : 'unreachable',
      } as const;
      return answer.status === 'ok' ? answer : reply.code(503).send(answer);
    },
  };
}
