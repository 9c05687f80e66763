import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '#contract/problem.ts';
import { isProbeOrMetrics } from '#http/draining.ts';
import type { LoadLimits } from '#platform/load-limits.ts';

/**
 * Sheds load (@fastify/under-pressure): past a limit, new requests are answered at once with 503
 * `busy_try_again` and Retry-After, the answer the API gives for a busy database, instead of
 * queueing behind the work the server cannot finish.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: LoadLimits) {
  const overloaded = () =>
    new ApiProblem(503, 'busy_try_again', 'The server is busy. Try again in a moment.', undefined, {
      'retry-after': String(limits.retryAfterSeconds),
    });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedMb * 1024 * 1024,
    retryAfter: limits.retryAfterSeconds,
    // A rejection goes to the app's error handler, which answers problem+json; resolving lets the
    // request through.
    pressureHandler: async (request) => {
      if (!isProbeOrMetrics(request.url)) throw overloaded();
    },
  });
}
