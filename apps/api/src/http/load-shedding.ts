import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { busy } from '#contract/problem.ts';
import { isProbeOrMetrics } from '#http/draining.ts';
import type { LoadLimits } from '#platform/load-limits.ts';

/**
 * Sheds load (@fastify/under-pressure): past a limit, new requests are answered at once with 503
 * `busy_try_again` and Retry-After, the answer the API gives for a busy database, instead of
 * queueing behind the work the server cannot finish.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: LoadLimits) {
  // Compiling the contract's routes blocks the event loop for seconds while the app starts. That
  // is not load, but the first samples taken after it would say so: they are not believed.
  let believedFrom = Infinity;
  app.addHook('onReady', async () => {
    believedFrom = Date.now() + STARTUP_SAMPLES * SAMPLE_INTERVAL_MS;
  });
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedMb * 1024 * 1024,
    retryAfter: limits.retryAfterSeconds,
    // A rejection goes to the app's error handler, which answers problem+json; resolving lets the
    // request through.
    pressureHandler: async (request) => {
      if (Date.now() < believedFrom || isProbeOrMetrics(request.url)) return;
      throw busy('The server is busy. Try again in a moment.', limits.retryAfterSeconds);
    },
  });
}

/** How often under-pressure samples the event loop and memory, and how many follow the start. */
const SAMPLE_INTERVAL_MS = 1000;
const STARTUP_SAMPLES = 2;

/** Limits that never shed: for tests of anything else, on a machine busy with other tests. */
export const NO_LOAD_SHEDDING: LoadLimits = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedMb: 0,
  retryAfterSeconds: 1,
};
